import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatPaise, itemPricePaise, linePricePaise, messages } from '@shop/shared';
import type { Product } from '@shop/shared';
import { ProductThumb } from '../../../entities/product/product-thumb';
import { QuantityStepper } from '../../../components/shop/quantity-stepper';
import { pricedLine } from '../../../entities/product/price';

export interface SummaryLine {
  key: string | number;
  product: Product;
  qty: number;
  stock: number;
}

interface SummaryItemsProps {
  lines: readonly SummaryLine[];
  /** Only a single product bought now has an editable quantity. */
  onQtyChange?: (qty: number) => void;
}

export function qtyProblem(line: Pick<SummaryLine, 'qty' | 'stock'>): string | null {
  if (line.stock <= 0) return messages.cart.outOfStock;
  if (line.qty > line.stock) return messages.cart.onlyAvailable(line.stock);
  if (line.qty < 1) return messages.cart.qtyAtLeastOne;
  return null;
}

export function SummaryItems({ lines, onQtyChange }: SummaryItemsProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Order items">
      {lines.map((line) => {
        const priced = pricedLine(line.product, line.qty);
        const problem = qtyProblem(line);
        return (
          <Paper
            key={line.key}
            component="li"
            withBorder
            radius="md"
            p="sm"
            style={{ listStyle: 'none' }}
            aria-label={line.product.name}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ProductThumb product={line.product} size={64} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} lineClamp={2}>
                  {line.product.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {formatPaise(itemPricePaise(priced.ratePaise, priced.gstPercent))} each · incl.{' '}
                  {priced.gstPercent}% GST
                </Text>
                <Group justify="space-between" align="center" gap="xs">
                  {onQtyChange ? (
                    <QuantityStepper
                      name={line.product.name}
                      value={line.qty}
                      max={Math.max(line.stock, 1)}
                      onChange={onQtyChange}
                      size="sm"
                    />
                  ) : (
                    <Text fz="sm">Qty {line.qty}</Text>
                  )}
                  <Text fw={700} data-testid="summary-line-price">
                    {formatPaise(linePricePaise(priced))}
                  </Text>
                </Group>
                {problem ? (
                  <Text fz="sm" c="red.7" role="alert">
                    {problem}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
