import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { linePriceText } from '../../../entities/order/figures';
import { ProductThumb } from '../../../entities/product/product-thumb';
import { formatDateTime, type Product } from '@shop/shared';

/** "Placed on …" in India time; nothing when the date cannot be read. */
export function PlacedOn({ createdAt }: { createdAt: string }) {
  const date = formatDateTime(createdAt);
  if (!date) return null;
  return (
    <Text fz="sm" c="dimmed">
      Placed on <time dateTime={createdAt}>{date}</time>
    </Text>
  );
}

interface ProductLineProps {
  line: { Product: Product; amount: number; gst: number };
  /** The small print under the name, e.g. the quantity. */
  details: ReactNode;
  priceColor?: string;
}

/** One ordered product in a list: its picture and name, the details, and its price with GST. */
export function ProductLine({ line, details, priceColor }: ProductLineProps) {
  return (
    <Group component="li" wrap="nowrap" gap="md" align="center" style={{ listStyle: 'none' }}>
      <ProductThumb product={line.Product} size={64} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to={paths.product(line.Product.id)}
          fw={600}
          c="dark"
          lineClamp={2}
        >
          {line.Product.name}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {details}
        </Text>
      </Stack>
      <Text fw={700} c={priceColor} style={{ flex: 'none' }}>
        {linePriceText(line)}
      </Text>
    </Group>
  );
}
