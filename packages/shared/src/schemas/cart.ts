import { z } from 'zod';
import { messages } from '../messages';
import { MAX_INT, numberField, positiveInt } from './common';

export const qtyField = numberField(
  z
    .number({ error: messages.cart.qtyAtLeastOne })
    .int(messages.cart.qtyAtLeastOne)
    .min(1, messages.cart.qtyAtLeastOne)
    .max(MAX_INT, messages.cart.qtyAtLeastOne),
);

export const cartAddBody = z.object({
  product_id: positiveInt(messages.cart.productRequired),
  qty: qtyField.default(1),
});
export type CartAddBody = z.infer<typeof cartAddBody>;

export const cartUpdateBody = z.object({ qty: qtyField });
export type CartUpdateBody = z.infer<typeof cartUpdateBody>;
