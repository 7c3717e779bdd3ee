import { itemPricePaise, paiseToRupees, rupeesToPaise } from '@shop/shared';
import type { Product } from '@shop/shared';

export function gstPercent(product: Product): number {
  return product.product_category?.gst ?? 0;
}

/** What the shopper pays for one unit: rate plus the category's GST, as the server charges it. */
export function priceWithGstRupees(product: Product): number {
  return paiseToRupees(itemPricePaise(rupeesToPaise(product.rate), gstPercent(product)));
}

export const DESCRIPTION_PREVIEW_LENGTH = 25;

/** Cards show the description cut to 25 characters (spec §2). */
export function descriptionPreview(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
