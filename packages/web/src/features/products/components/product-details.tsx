import { Link } from 'react-router';
import { formatRupees } from '@shop/shared';
import { homeHref } from '../../../config/paths';
import type { Product } from '@shop/shared';
import { gstPercent } from '../../../entities/product/price';
import { CheckDelivery } from './check-delivery';
import { ImageCarousel } from './image-carousel';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';
import { StockBadge } from '../../../components/shop/stock-badge';
import page from './product-page.module.css';
import text from '../../../components/ui/text-link.module.css';
import label from './category-label.module.css';
import classes from './product-details.module.css';

function LongText({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h2 className={classes.subheading}>{title}</h2>
      <p className={classes.long}>{text}</p>
    </section>
  );
}

export function ProductDetails({ product }: { product: Product }) {
  const category = product.product_category;
  const facts: [string, string][] = [
    ['Rate (excl. GST)', formatRupees(product.rate)],
    ['GST', `${gstPercent(product)}%`],
  ];
  if (product.weight) facts.push(['Net weight', `${product.weight} g`]);
  if (category) facts.push(['Category', category.name]);

  return (
    <div className={classes.details}>
      <div className={page.columns}>
        {/* A smaller picture on a phone keeps the price and Add to Cart above the fold. */}
        <div className={classes.media}>
          <ImageCarousel key={product.id} images={product.product_images} name={product.name} />
        </div>
        <div className={classes.summary}>
          <div className={classes.top}>
            {category ? (
              <Link
                to={homeHref({ categoryId: category.id })}
                className={`${label.categoryLabel} ${text.textLink} ${classes.category}`}
              >
                {category.name}
              </Link>
            ) : (
              <span />
            )}
            {/* Out of stock is said on the disabled buttons below. */}
            {product.stock > 0 ? <StockBadge stock={product.stock} showInStock /> : null}
          </div>
          <h1 className={classes.title}>{product.name}</h1>
          <ProductPrice product={product} size="xl" />
          <ProductActions product={product} size="md" />
          <hr className={classes.divider} />
          <table className={classes.facts}>
            <tbody>
              {facts.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CheckDelivery productId={product.id} />
        </div>
      </div>
      <div className={page.columns}>
        <LongText title="Description" text={product.description} />
        <LongText title="How to use" text={product.user_manual} />
      </div>
    </div>
  );
}
