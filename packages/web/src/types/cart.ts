import type { Product } from './product';

/** A cart line as `GET /api/cart` answers it (spec §3): the product and the stock left. */
export interface CartItem {
  id: number;
  product_id: number;
  qty: number;
  stock: number;
  Product: Product;
}
