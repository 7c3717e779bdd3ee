import type { Product } from '../../types/product';
import type {
  OrderAddress,
  OrderFigures,
  OrderLineFigures,
  OrderStatusEntry,
} from '../../types/order';

/** One ordered product as `GET /api/orders/user/products` answers it (contract §3). */
export interface OrderListItem extends OrderLineFigures {
  product_id?: number;
  Product: Product;
  order: {
    id: number;
    created_at: string;
    order_statuses: OrderStatusEntry[];
  };
}

export interface OrderLine extends OrderLineFigures {
  product_id?: number;
  Product: Product;
}

/** `GET /api/orders/{id}`: the address snapshot, the lines and the figures in rupees. */
export interface OrderDetail extends OrderAddress, OrderFigures {
  id: number;
  total: number;
  razorpay_order_id?: string | null;
  payment_id: string | null;
  created_at: string;
  order_products: OrderLine[];
  order_statuses: OrderStatusEntry[];
}
