import type { Refund } from '@shop/shared';
import type { PostalAddress } from './address';

// The order shapes the shopper's and the staff's order screens share (contract §3), in rupees.

/** The address copied onto an order when it was placed. */
export type OrderAddress = PostalAddress;

/** One entry of an order's history; the server lists them newest first (spec §3). */
export interface OrderStatusEntry {
  id?: number;
  status: string;
  note?: string | null;
  tracking_number?: string | null;
  created_at: string;
}

/** An order's figures: goods without GST, the GST, delivery and the gateway charge. */
export interface OrderFigures {
  amount: number;
  gst: number;
  delivery_charge: number;
  payment_gateway_charge: number;
  /** The GST tax invoice's number, once the payment is verified. */
  invoice_number?: string | null;
  invoice_issued_at?: string | null;
  /** Refunds of the order, newest first; refunded_amount counts the processed ones. */
  refunds?: Refund[];
  refunded_amount?: number;
}

/** One ordered product: quantity, rate × qty without GST, and the GST on the whole line. */
export interface OrderLineFigures {
  id: number;
  qty: number;
  /** Rate × qty in rupees, without GST. */
  amount: number;
  /** The GST on the whole line, in rupees. */
  gst: number;
}

/** What `/success` finds in the navigation state. */
export interface SuccessState {
  orderId?: number;
}
