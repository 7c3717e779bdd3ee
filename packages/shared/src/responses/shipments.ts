import { z } from 'zod';
import { CARRIERS } from '../shipping/carriers';
import { SHIPMENT_STATUSES } from '../schemas/shipments';
import { isoDateTime, recordId } from './common';

/** One tracking event of a shipment, oldest first; `location` and `note` when the carrier gave them. */
const shipmentEventSchema = z.strictObject({
  status: z.enum(SHIPMENT_STATUSES),
  at: isoDateTime,
  location: z.string().optional(),
  note: z.string().optional(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** How an order left the shop: its carrier, tracking number and link, and what has happened since. */
export const shipmentSchema = z.strictObject({
  id: recordId,
  order_id: recordId,
  carrier: z.enum(CARRIERS),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  shipped_at: isoDateTime,
  delivered_at: isoDateTime.nullable(),
  events: z.array(shipmentEventSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** `POST /api/orders/{id}/shipments` (201). */
export const shipmentResponse = z.strictObject({ shipment: shipmentSchema });
export type ShipmentResponse = z.infer<typeof shipmentResponse>;

/** One row of a shipping CSV, in the file's order. */
const shipmentImportRowSchema = z.strictObject({
  row: z.number().int(),
  order_id: recordId.nullable(),
  outcome: z.enum(['shipped', 'unchanged', 'refused']),
  error: z.string().optional(),
});
export type ShipmentImportRow = z.infer<typeof shipmentImportRowSchema>;

/** `POST /api/orders/shipments/import`. */
export const shipmentImportResponse = z.strictObject({
  results: z.array(shipmentImportRowSchema),
});
export type ShipmentImportResponse = z.infer<typeof shipmentImportResponse>;

/** `GET /api/orders/shipping`: whether the Shiprocket integration is set up. */
export const shippingSetupResponse = z.strictObject({ shiprocket: z.boolean() });
export type ShippingSetupResponse = z.infer<typeof shippingSetupResponse>;
