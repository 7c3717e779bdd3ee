import { Group, Text } from '@mantine/core';
import { formatRupees } from '@shop/shared';
import type { Product } from '@shop/shared';
import { gstPercent, priceWithGstRupees } from '../utils/product-price';

/** The GST-inclusive price, the figure the shopper pays per unit. */
export function ProductPrice({ product, size = 'lg' }: { product: Product; size?: string }) {
  return (
    <Group gap={6} align="baseline" wrap="wrap">
      <Text fz={size} fw={700} c="herbal.9" data-testid="price">
        {formatRupees(priceWithGstRupees(product))}
      </Text>
      <Text fz="xs" c="dimmed">
        incl. {gstPercent(product)}% GST
      </Text>
    </Group>
  );
}
