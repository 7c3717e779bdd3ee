import { shipmentMessages } from '../shipments-messages';
import { z } from 'zod';
import {
  CARRIERS,
  normaliseTrackingNumber,
  trackingFormatHint,
  trackingNumberValid,
  type Carrier,
} from '../shipping/carriers';

/** The most rows one CSV upload may ship. */
export const MAX_SHIPMENT_IMPORT_ROWS = 500;

/** The header line of a shipping CSV. */
export const SHIPMENT_IMPORT_HEADER = ['order_id', 'carrier', 'tracking_number'] as const;

/** Shipment statuses, following the order's after it leaves the shop. */
export const SHIPMENT_STATUSES = ['shipped', 'out_for_delivery', 'delivered', 'returned'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export type ShipmentEntry = {
  carrier: Carrier;
  /** Absent only for Shiprocket, which assigns the number itself. */
  tracking_number: string | null;
  tracking_url: string | null;
};

/**
 * Checks a carrier and tracking number as staff typed them (form or CSV row): the sentence
 * of the first problem, naming its field, or the normalised entry.
 */
export function checkShipmentEntry(
  carrier: string,
  trackingNumber: string | null | undefined,
  trackingUrl?: string | null,
): { error: string } | { entry: ShipmentEntry } {
  if (!(CARRIERS as readonly string[]).includes(carrier))
    return { error: shipmentMessages.carrierInvalid };
  const known = carrier as Carrier;
  const typed = trackingNumber?.trim() ?? '';
  if (!typed) {
    if (known === 'Shiprocket')
      return { entry: { carrier: known, tracking_number: null, tracking_url: null } };
    return { error: shipmentMessages.trackingRequired };
  }
  const number = normaliseTrackingNumber(known, typed);
  if (!trackingNumberValid(known, number))
    return { error: shipmentMessages.trackingFormat(known, trackingFormatHint(known)) };
  let url: string | null = null;
  if (known === 'Other') {
    const link = trackingUrl?.trim() ?? '';
    if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(link) || link.length > 500)
      return { error: shipmentMessages.trackingUrlRequired };
    url = link;
  }
  return { entry: { carrier: known, tracking_number: number, tracking_url: url } };
}

/** `POST /api/orders/{id}/shipments`. */
export const shipmentBody = z
  .object({
    carrier: z.string({ error: shipmentMessages.carrierInvalid }),
    tracking_number: z.string().max(100).nullish(),
    tracking_url: z.string().max(500).nullish(),
  })
  .transform((body, ctx) => {
    const checked = checkShipmentEntry(body.carrier, body.tracking_number, body.tracking_url);
    if ('error' in checked) {
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    }
    return checked.entry;
  });
export type ShipmentBody = z.infer<typeof shipmentBody>;

/** `GET /api/orders/{id}/shipments/{shipmentId}/label.pdf`. */
export const shipmentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  shipmentId: z.coerce.number().int().positive().max(2_147_483_647),
});
