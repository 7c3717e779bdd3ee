import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from '@shop/shared';
import { paths } from '../../../config/paths';
import type { Product } from '@shop/shared';
import { descriptionPreview } from '../utils/description-preview';
import { ProductActions } from './product-actions';
import { ProductImagePlaceholder } from './product-image-placeholder';
import { ProductPrice } from './product-price';
import { StockBadge } from '../../../components/shop/stock-badge';
import label from './category-label.module.css';
import classes from './product-card.module.css';
import { thumbUrl } from '../../../entities/product/image';

/** How soon the browser fetches a card's image: the first row eagerly, the first card first. */
export type CardImagePriority = 'high' | 'eager' | 'lazy';

interface ProductCardProps {
  product: Product;
  imagePriority?: CardImagePriority;
}

// Card images are square: the box keeps its ratio (height auto) and the intrinsic size tells the
// browser that ratio before the image arrives.
const CARD_IMAGE_PX = 320;

export function ProductCard({ product, imagePriority = 'lazy' }: ProductCardProps) {
  const image = product.product_images[0];
  const href = paths.product(product.id);

  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <Link to={href} className={classes.square}>
          {image ? (
            <img
              src={thumbUrl(image)}
              srcSet={image.srcset}
              sizes={image.srcset ? CARD_IMAGE_SIZES : undefined}
              width={CARD_IMAGE_PX}
              height={CARD_IMAGE_PX}
              alt={product.name}
              loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={imagePriority === 'high' ? 'high' : undefined}
              className={classes.image}
            />
          ) : (
            <ProductImagePlaceholder label={product.name} />
          )}
        </Link>
        {/* Out of stock is said on the button itself; a low stock is worth a badge. */}
        {product.stock > 0 ? (
          <div className={classes.badge}>
            <StockBadge stock={product.stock} />
          </div>
        ) : null}
      </div>

      <div className={classes.body}>
        {product.product_category ? (
          <p className={`${label.categoryLabel} ${classes.category}`}>
            {product.product_category.name}
          </p>
        ) : null}
        <Link to={href} className={classes.name}>
          {product.name}
        </Link>
        <p className={classes.description} title={product.description}>
          {descriptionPreview(product.description)}
        </p>
        <div className={classes.price}>
          <ProductPrice product={product} />
        </div>
      </div>

      <div className={classes.actions}>
        <ProductActions product={product} layout="card" size="sm" />
      </div>
    </article>
  );
}
