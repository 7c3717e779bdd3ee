import { z } from 'zod';
import { postalAddressSchema } from './address';
import { productSchema } from './catalogue';
import { isoDateTime, paise, recordId, rupees } from './common';
import { flash } from './fields';
import { refundSchema } from './refunds';
import { shipmentSchema } from './shipments';
import { PAYMENT_METHODS } from '../order-status';

/** One entry of an order's history; orders list them newest first. */
export const orderStatusEntrySchema = z.strictObject({
  id: recordId,
  status: z.string(),
  note: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: isoDateTime,
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

/** One ordered product: `amount` is rate × qty without GST, `gst` the GST of the whole line. */
const orderLineSchema = z.strictObject({
  id: recordId,
  product_id: recordId,
  qty: z.number().int(),
  amount: rupees,
  gst: rupees,
  Product: productSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * The order: the address copied when it was placed, its lines, statuses newest
 * first, rupee figures with `total` what the shopper pays, and its refunds (newest first;
 * `refunded_amount` counts processed ones only).
 */
export const orderSchema = postalAddressSchema.extend({
  id: recordId,
  /** `cod`: paid in cash at the door; its fee is in `payment_gateway_charge`. */
  payment_method: z.enum(PAYMENT_METHODS),
  /** What the shopper pays at the door (rupees): the total of a COD order, else null. */
  cod_amount: rupees.nullable(),
  amount: rupees,
  gst: rupees,
  delivery_charge: rupees,
  payment_gateway_charge: rupees,
  total: rupees,
  /** Only on an order placed with a coupon: its code and what it saved (rupees). */
  coupon_code: z.string().optional(),
  discount: rupees.optional(),
  razorpay_order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  /** Set once the payment is verified and the tax invoice issued. */
  invoice_number: z.string().nullable(),
  invoice_issued_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  refunds: z.array(refundSchema),
  refunded_amount: rupees,
  order_products: z.array(orderLineSchema),
  order_statuses: z.array(orderStatusEntrySchema),
  /** How the order left the shop, once shipped (at most one). */
  shipments: z.array(shipmentSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * A mail about the order that keeps failing to go (three failed attempts or more), or that
 * was given up after days: what staff see to tell the shopper another way.
 */
const failingMailSchema = z.strictObject({
  id: recordId,
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  queued_at: isoDateTime,
  next_attempt_at: isoDateTime.nullable(),
  given_up: z.boolean(),
});
export type FailingMail = z.infer<typeof failingMailSchema>;

/** `GET /api/orders/{id}`; `failing_mails` only for staff with the Orders area. */
export const orderResponse = z.strictObject({
  order: orderSchema,
  failing_mails: z.array(failingMailSchema).optional(),
});
export type OrderResponse = z.infer<typeof orderResponse>;

/** One line per ordered product, as the shopper's order list shows them. */
const orderListItemSchema = orderLineSchema.extend({
  order: z.strictObject({
    id: recordId,
    created_at: isoDateTime,
    /** What the shopper pays for the whole order, as the order's own `total`. */
    total: rupees,
    payment_method: z.enum(PAYMENT_METHODS),
    cod_amount: rupees.nullable(),
    /** Only on an order placed with a coupon, as on the order itself. */
    coupon_code: z.string().optional(),
    discount: rupees.optional(),
    order_statuses: z.array(orderStatusEntrySchema),
  }),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** `GET /api/orders/user/products`. */
export const orderListResponse = z.strictObject({ orders: z.array(orderListItemSchema) });
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** What the checkout opens for an order paid online. */
export const onlinePlacedSchema = z.strictObject({
  order_id: recordId,
  razorpay_order_id: z.string(),
  amount: paise,
  /** Always 'INR'. */
  currency: z.string(),
  key_id: z.string(),
});
export type OnlinePlaced = z.infer<typeof onlinePlacedSchema>;

/** A cash on delivery order: no gateway order; `amount` (paise) is paid at the door. */
const codPlacedSchema = z.strictObject({
  order_id: recordId,
  payment_method: z.literal('cod'),
  amount: paise,
  currency: z.string(),
});
export type CodPlaced = z.infer<typeof codPlacedSchema>;

/** `POST /api/orders/place-order` (201); `POST /api/orders/{id}/pay` answers the online shape. */
export const placeOrderResponse = z.union([onlinePlacedSchema, codPlacedSchema]);
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;

/** `POST /api/orders/cod-check`: whether the order may be paid in cash, and if not, why. */
export const codCheckResponse = z.strictObject({
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type CodCheckResponse = z.infer<typeof codCheckResponse>;

/** One delivered COD order of the report, with the cash its courier should bring. */
const codReportRowSchema = z.strictObject({
  order_id: recordId,
  name: z.string(),
  delivered_at: isoDateTime,
  amount: rupees,
  remitted_at: isoDateTime.nullable(),
});
export type CodReportRow = z.infer<typeof codReportRowSchema>;

/** `GET /api/orders/cod-report` and `POST /api/orders/cod-remitted`. */
export const codReportResponse = z.strictObject({ orders: z.array(codReportRowSchema) });
export type CodReportResponse = z.infer<typeof codReportResponse>;

/** `POST /api/orders/verify-payment` and `POST /api/orders/{id}/payment-failed`. */
export const paymentOutcomeResponse = z.strictObject({ ...flash, order_id: recordId });
export type PaymentOutcomeResponse = z.infer<typeof paymentOutcomeResponse>;
