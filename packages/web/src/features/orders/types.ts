import type { Product } from '../products/types';

/** One entry of an order's history; the server lists them newest first (spec §3). */
export interface OrderStatusEntry {
  id?: number;
  status: string;
  note?: string | null;
  tracking_number?: string | null;
  created_at: string;
}

/** One ordered product as `GET /api/orders/user/products` answers it (contract §3). */
export interface OrderListItem {
  id: number;
  product_id?: number;
  qty: number;
  /** Rate × qty in rupees, without GST. */
  amount: number;
  /** The GST on the whole line, in rupees. */
  gst: number;
  Product: Product;
  order: {
    id: number;
    created_at: string;
    order_statuses: OrderStatusEntry[];
  };
}

export interface OrderLine {
  id: number;
  product_id?: number;
  qty: number;
  amount: number;
  gst: number;
  Product: Product;
}

/** `GET /api/orders/{id}`: the address snapshot, the lines and the figures in rupees. */
export interface OrderDetail {
  id: number;
  name: string;
  line_1: string;
  line_2: string;
  city: string;
  district: string;
  state: string;
  country: string;
  pin_code: string;
  phone_number: string;
  amount: number;
  gst: number;
  delivery_charge: number;
  payment_gateway_charge: number;
  total: number;
  razorpay_order_id?: string | null;
  payment_id: string | null;
  created_at: string;
  order_products: OrderLine[];
  order_statuses: OrderStatusEntry[];
}

/** `GET /api/payments/config`: Razorpay's checkout.js, or the shop's sandbox stand-in. */
export interface PaymentConfig {
  key_id: string;
  checkout_url: string;
  sandbox: boolean;
}

/** What `/success` finds in the navigation state. */
export interface SuccessState {
  orderId?: number;
}
