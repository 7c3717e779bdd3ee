import { z } from 'zod';
import { recordId } from './common';
import { productSchema } from './catalogue';
import { flash } from './fields';

/** A cart line: its product as the catalogue shows it, and the stock left. */
const cartItemSchema = z.strictObject({
  id: recordId,
  product_id: recordId,
  qty: z.number().int(),
  stock: z.number().int(),
  Product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** `GET /api/cart`. */
export const cartResponse = z.strictObject({ cart: z.array(cartItemSchema) });
export type CartResponse = z.infer<typeof cartResponse>;

/** `POST /api/cart/add`, `PUT /api/cart/update/{id}`: the flash and the line as it is now. */
export const cartItemResponse = z.strictObject({ ...flash, cart_item: cartItemSchema });
export type CartItemResponse = z.infer<typeof cartItemResponse>;
