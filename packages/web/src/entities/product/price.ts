import { itemPricePaise, paiseToRupees, rupeesToPaise, type DiscountableLine } from '@shop/shared';
import type { Product } from '@shop/shared';

export function gstPercent(product: Pick<Product, 'product_category'>): number {
  return product.product_category?.gst ?? 0;
}

/** What the shopper pays for one unit: rate plus the category's GST, as the server charges it. */
export function priceWithGstRupees(product: Pick<Product, 'rate' | 'product_category'>): number {
  return paiseToRupees(itemPricePaise(rupeesToPaise(product.rate), gstPercent(product)));
}

/** A product and quantity in the shape the shared pricing module takes, as the server builds it. */
export function pricedLine(
  product: Pick<Product, 'rate' | 'weight' | 'product_category' | 'category_id'>,
  qty: number,
): DiscountableLine {
  return {
    categoryId: product.category_id,
    ratePaise: rupeesToPaise(product.rate),
    gstPercent: gstPercent(product),
    weightGrams: product.weight ?? 0,
    qty,
  };
}
