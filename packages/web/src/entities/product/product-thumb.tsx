import { Box, Image } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import type { Product } from '@shop/shared';
import { thumbUrl } from './image';

/**
 * A square product picture for cart, summary and order lines. Drawn with Mantine, so only the
 * screens loaded on demand use it; the storefront's first route draws its own pictures.
 */
export function ProductThumb({
  product,
  size = 80,
}: {
  product: Pick<Product, 'name' | 'product_images'>;
  size?: number;
}) {
  const image = product.product_images[0];
  return (
    <Box
      w={size}
      h={size}
      style={{
        flex: 'none',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {image ? (
        <Image
          src={thumbUrl(image)}
          alt={product.name}
          w={size}
          h={size}
          fit="cover"
          loading="lazy"
        />
      ) : (
        <IconLeaf size={size / 2.5} color="var(--mantine-color-gray-5)" aria-label={product.name} />
      )}
    </Box>
  );
}
