import { linePricePaise } from '@shop/shared';
import type { CartItem } from '@shop/shared';
import { pricedLine } from '../entities/product/price';

/** Sum of the lines with GST, in paise. */
export function cartSubtotalPaise(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + linePricePaise(pricedLine(item.Product, item.qty)), 0);
}

export function cartCount(items: readonly CartItem[] | undefined): number {
  return items?.reduce((sum, item) => sum + item.qty, 0) ?? 0;
}

/** A line asking for more than the shelf holds blocks checkout. */
export function exceedsStock(item: Pick<CartItem, 'qty' | 'stock'>): boolean {
  return item.qty > item.stock;
}
