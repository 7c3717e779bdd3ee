import { messages } from '@shop/shared';
import { Badge } from '../base/badge';

/** Few left is worth saying; plenty is not. */
const LOW_STOCK_THRESHOLD = 5;

export function StockBadge({
  stock,
  showInStock = false,
}: {
  stock: number;
  showInStock?: boolean;
}) {
  if (stock <= 0) {
    return (
      <Badge tone="red" variant="filled">
        {messages.cart.outOfStock}
      </Badge>
    );
  }
  if (stock <= LOW_STOCK_THRESHOLD) return <Badge tone="orange">Only {stock} left</Badge>;
  return showInStock ? <Badge tone="herbal">In stock</Badge> : null;
}
