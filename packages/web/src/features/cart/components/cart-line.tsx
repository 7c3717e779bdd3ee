import { ActionIcon, Anchor, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatPaise, itemPricePaise, linePricePaise, messages } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { paths } from '../../../config/paths';
import { errorText, hasStatus } from '../../../lib/api-client';
import { StockBadge } from '../../../components/shop/stock-badge';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import type { CartItem } from '@shop/shared';
import { pricedLine } from '../../../entities/product/price';
import { exceedsStock } from '../../../utils/cart-price';
import { ProductThumb } from '../../../entities/product/product-thumb';
import { QuantityStepper } from '../../../components/shop/quantity-stepper';
import { quantityLimit } from '../../../components/shop/quantity-limit';
import { useShop } from '../../../api/get-shop';

/** A stock refusal keeps the server's "Only n available"; any other failure reads the same. */
function updateFailureText(error: unknown): string {
  const fallback = messages.cart.updateFailed;
  return hasStatus(error, 409) ? errorText(error, { fallback }) : fallback;
}

export function CartLine({ item }: { item: CartItem }) {
  const product = item.Product;
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const line = pricedLine(product, item.qty);
  const unit = itemPricePaise(line.ratePaise, line.gstPercent);
  const busy = update.isPending || remove.isPending;
  const limit = quantityLimit(item.stock, useShop().data?.max_line_quantity);

  const changeQty = (qty: number) => {
    if (qty < 1) return; // An update below 1 is ignored
    update.mutate(
      { id: item.id, qty },
      {
        onSuccess: () => flashSuccess(messages.cart.updated, { kind: 'cart line' }),
        onError: (error) => flashError(updateFailureText(error), { kind: 'cart line' }),
      },
    );
  };

  const removeItem = () =>
    remove.mutate(item.id, {
      onSuccess: () => flashSuccess(messages.cart.removed, { kind: 'cart line' }),
      onError: () => flashError(messages.cart.removeFailed, { kind: 'cart line' }),
    });

  let warning: string | null = null;
  if (update.isError) warning = updateFailureText(update.error);
  else if (exceedsStock(item)) {
    warning = item.stock <= 0 ? messages.cart.outOfStock : messages.cart.onlyAvailable(item.stock);
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="li"
      aria-label={product.name}
      aria-busy={busy}
      style={{ listStyle: 'none', opacity: remove.isPending ? 0.6 : 1 }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor component={Link} to={paths.product(product.id)} tabIndex={-1}>
          <ProductThumb product={product} />
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Anchor
              component={Link}
              to={paths.product(product.id)}
              fw={600}
              c="dark"
              lineClamp={2}
              data-testid="cart-line-name"
            >
              {product.name}
            </Anchor>
            <Tooltip label="Remove" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${product.name}`}
                onClick={removeItem}
                loading={remove.isPending}
                disabled={update.isPending}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {formatPaise(unit)} each · incl. {line.gstPercent}% GST
            </Text>
            <StockBadge stock={item.stock} />
          </Group>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <QuantityStepper
              name={product.name}
              value={item.qty}
              onChange={changeQty}
              max={limit.max}
              disabled={busy}
            />
            <Text fw={700} fz="lg" c="herbal.9" data-testid="line-price">
              {formatPaise(linePricePaise(line))}
            </Text>
          </Group>
          {warning ? (
            <Box>
              <Text fz="sm" c="red.7" role="alert">
                {warning}
              </Text>
            </Box>
          ) : item.qty >= limit.max && limit.max > 0 ? (
            <Text fz="sm" c="dimmed" data-testid="qty-limit">
              {limit.reason}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
