import { linePricePaise, rupeesToPaise, type PricedLine } from '@shop/shared';
import type { Product } from '@shop/shared';
import type { CartItem } from '@shop/shared';

/** A product and quantity in the shape the shared pricing module takes, as the server builds it. */
export function pricedLine(
  product: Pick<Product, 'rate' | 'weight' | 'product_category'>,
  qty: number,
): PricedLine {
  return {
    ratePaise: rupeesToPaise(product.rate),
    gstPercent: product.product_category?.gst ?? 0,
    weightGrams: product.weight ?? 0,
    qty,
  };
}

/** Sum of the lines with GST, in paise. */
export function cartSubtotalPaise(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + linePricePaise(pricedLine(item.Product, item.qty)), 0);
}

export function cartCount(items: readonly CartItem[] | undefined): number {
  return items?.reduce((sum, item) => sum + item.qty, 0) ?? 0;
}

/** A line asking for more than the shelf holds blocks checkout (spec §5). */
export function exceedsStock(item: Pick<CartItem, 'qty' | 'stock'>): boolean {
  return item.qty > item.stock;
}
