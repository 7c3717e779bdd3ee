import { AspectRatio, Box, Card, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from '@shop/shared';
import { paths } from '../../../config/paths';
import type { Product } from '@shop/shared';
import { descriptionPreview } from '../utils/product-price';
import { ProductActions } from './product-actions';
import { ProductImagePlaceholder } from './product-image-placeholder';
import { ProductPrice } from './product-price';
import { StockBadge } from '../../../components/shop/stock-badge';
import classes from './product-card.module.css';

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
    <Card withBorder radius="lg" padding="sm" className={classes.card} component="article">
      <Card.Section className={classes.media}>
        <Link to={href}>
          <AspectRatio ratio={1}>
            {image ? (
              <Image
                src={image.thumb_url || image.image_url}
                srcSet={image.srcset}
                sizes={image.srcset ? CARD_IMAGE_SIZES : undefined}
                width={CARD_IMAGE_PX}
                height={CARD_IMAGE_PX}
                h="auto"
                alt={product.name}
                loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
                fetchPriority={imagePriority === 'high' ? 'high' : undefined}
                fit="cover"
              />
            ) : (
              <ProductImagePlaceholder label={product.name} />
            )}
          </AspectRatio>
        </Link>
        {/* Out of stock is said on the button itself; a low stock is worth a badge. */}
        {product.stock > 0 ? (
          <Box className={classes.badge}>
            <StockBadge stock={product.stock} />
          </Box>
        ) : null}
      </Card.Section>

      <Stack gap={4} mt="sm" className={classes.body}>
        {product.product_category ? (
          <Text fz="xs" c="herbal.7" fw={600} tt="uppercase" lts={0.4} lineClamp={1}>
            {product.product_category.name}
          </Text>
        ) : null}
        <Text
          component={Link}
          to={href}
          fw={600}
          fz="md"
          lh={1.3}
          lineClamp={2}
          className={classes.name}
        >
          {product.name}
        </Text>
        <Text fz="sm" c="dimmed" title={product.description}>
          {descriptionPreview(product.description)}
        </Text>
        <Box mt="auto" pt={6}>
          <ProductPrice product={product} />
        </Box>
      </Stack>

      <Box mt="sm">
        <ProductActions product={product} layout="card" size="sm" />
      </Box>
    </Card>
  );
}
