import type { CartItem } from '@shop/shared';
import type { CartItemRow } from '../../db/schema';
import { presentProduct, type ProductWithRelations } from '../products/present';

export type CartItemWithProduct = CartItemRow & { product: ProductWithRelations };

/** The line, its product as the catalogue shows it, and the stock left. */
export const presentCartItem = (row: CartItemWithProduct): CartItem => ({
  id: row.id,
  product_id: row.product_id,
  qty: row.qty,
  stock: row.product.stock,
  Product: presentProduct(row.product),
});
