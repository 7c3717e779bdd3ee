/** `POST /api/orders/place-order` answers this; `amount` is in paise. */
export interface PlaceOrderResponse {
  order_id: number;
  razorpay_order_id: string;
  amount: number;
  currency: string;
  key_id: string;
}

export interface PlaceOrderInput {
  /** null buys the whole cart. */
  product_id: number | null;
  /** The quantity of the single product; the cart's own quantities count for the cart. */
  qty?: number;
  address_id: number;
  /** The coupon the summary showed; the server prices the order with it again. */
  coupon_code?: string | null;
  /** Online (the default) or cash on delivery. */
  payment_method?: 'online' | 'cod';
}

/** `GET /api/payments/config`: Razorpay's checkout.js, or the shop's sandbox stand-in. */
export interface PaymentConfig {
  key_id: string;
  checkout_url: string;
  sandbox: boolean;
}
