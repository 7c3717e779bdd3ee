import { messages } from '@shop/shared';

/**
 * How many of a product one order may take: its stock and the shop's per-order limit, the
 * tighter one, with the sentence that says why the control stops there.
 */
export function quantityLimit(stock: number, maxLineQuantity: number | undefined) {
  if (maxLineQuantity === undefined || stock <= maxLineQuantity)
    return { max: Math.max(stock, 0), reason: messages.cart.onlyAvailable(Math.max(stock, 0)) };
  return { max: maxLineQuantity, reason: messages.cart.lineLimit(maxLineQuantity) };
}
