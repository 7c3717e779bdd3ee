import type {
  OrderAddress,
  OrderFigures,
  OrderLineFigures,
  OrderStatusEntry,
} from '../../types/order';

/** The admin order list and detail (GET /api/orders/date-range, POST /api/orders/{id}/status). */
export interface AdminOrderStatus extends OrderStatusEntry {
  id: number;
  note: string | null;
  tracking_number: string | null;
  /** The staff member who set it; null for the payment provider's own changes. */
  changed_by?: { id: number; first_name: string; last_name: string } | null;
}

export interface AdminOrderLine extends OrderLineFigures {
  product_id: number;
  Product: {
    id: number;
    name: string;
    product_images: { id?: number; image_url: string; thumb_url?: string }[];
  };
}

export interface AdminOrder extends OrderAddress, OrderFigures {
  id: number;
  razorpay_order_id: string | null;
  payment_id?: string | null;
  created_at: string;
  order_products: AdminOrderLine[];
  /** Newest first (spec §3). */
  order_statuses: AdminOrderStatus[];
  customer?: { id: number; first_name: string; last_name: string; email: string } | null;
}
