import { Badge } from '@mantine/core';
import { messages } from '@shop/shared';

/** Few left is worth saying; plenty is not. */
export const LOW_STOCK_THRESHOLD = 5;

export function StockBadge({
  stock,
  showInStock = false,
}: {
  stock: number;
  showInStock?: boolean;
}) {
  if (stock <= 0) {
    return (
      <Badge color="red" variant="filled" radius="sm">
        {messages.cart.outOfStock}
      </Badge>
    );
  }
  if (stock <= LOW_STOCK_THRESHOLD) {
    return (
      <Badge color="orange" variant="light" radius="sm">
        Only {stock} left
      </Badge>
    );
  }
  return showInStock ? (
    <Badge color="herbal" variant="light" radius="sm">
      In stock
    </Badge>
  ) : null;
}
