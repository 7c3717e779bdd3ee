import { itemPricePaise, paiseToRupees, rupeesToPaise } from '@shop/shared';
import type { Product } from '@shop/shared';

/** One unit as the shopper pays it: rate plus the category's GST, rounded as the server does. */
export function priceWithGst(product: Product): number {
  const gst = product.product_category?.gst ?? 0;
  return paiseToRupees(itemPricePaise(rupeesToPaise(product.rate), gst));
}
