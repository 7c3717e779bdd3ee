/** The admin order list and detail (GET /api/orders/date-range, POST /api/orders/{id}/status). */
export interface AdminOrderStatus {
  id: number;
  status: string;
  note: string | null;
  tracking_number: string | null;
  created_at: string;
  /** The staff member who set it; null for the payment provider's own changes. */
  changed_by?: { id: number; first_name: string; last_name: string } | null;
}

export interface AdminOrderLine {
  id: number;
  product_id: number;
  qty: number;
  amount: number;
  gst: number;
  Product: {
    id: number;
    name: string;
    product_images: { id?: number; image_url: string; thumb_url?: string }[];
  };
}

export interface AdminOrder {
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
  razorpay_order_id: string | null;
  payment_id?: string | null;
  created_at: string;
  order_products: AdminOrderLine[];
  /** Newest first (spec §3). */
  order_statuses: AdminOrderStatus[];
  customer?: { id: number; first_name: string; last_name: string; email: string } | null;
}
