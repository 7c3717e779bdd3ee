import {
  codStaffMessages,
  formatPaise,
  messages,
  ORDER_STATUS,
  type OrderStatus,
  shipmentMessages,
} from '@shop/shared';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { payments, shipments, users } from '../../db/schema';
import { conflict, HttpError, notFound, serviceUnavailable } from '../../lib/errors';
import {
  ShiprocketError,
  type Shiprocket,
  type ShiprocketOrder,
} from '../../lib/shiprocket/client';
import { audit, CARRIER_ACTOR, SYSTEM_ACTOR } from '../../lib/audit';
import type { SessionUser } from '../../plugins/auth';
import { applyMove, lockOrder, planMove } from '../orders/domain';
import type { NoticeContext } from '../orders/notices';
import type { Seller } from '../tax-documents/seller';
import { orderTotalPaise } from '../pricing/order-total';
import { findOrder, type FullOrder } from '../orders/read-model';
import { queueShipmentNotice } from './notices';
import { followMove } from './progress';
import { addEvent } from './repo';
import { ship, shipRefusal } from './service';

/** Shiprocket's tracking statuses the order follows; the rest are stored as events only. */
const ORDER_STATUS_OF: Record<string, OrderStatus> = {
  'OUT FOR DELIVERY': ORDER_STATUS.outForDelivery,
  DELIVERED: ORDER_STATUS.delivered,
  'RTO DELIVERED': ORDER_STATUS.returned,
};

/** Shiprocket writes "23 05 2023 11:43:52" or "2023-05-23 11:43:52", in India time. */
function shiprocketTime(text: string | undefined, fallback: Date): Date {
  const m =
    text?.match(/^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/) ??
    text?.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/);
  if (!m) return fallback;
  const [day, month, year] = m[1]!.length === 4 ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
  const at = new Date(`${year}-${month}-${day}T${m[4]}:${m[5]}:${m[6]}+05:30`);
  return Number.isNaN(at.getTime()) ? fallback : at;
}

/** The order as Shiprocket takes it: address, lines, weight, size and how it was paid. */
async function shiprocketOrder(db: Db, config: Config, order: FullOrder): Promise<ShiprocketOrder> {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, order.user_id));
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.order_id, order.id), eq(payments.status, 'captured')))
    .limit(1);
  const [length, breadth, height] = config.SHIPROCKET_PARCEL_CM.split('x').map(Number);
  const grams = order.items.reduce((sum, line) => sum + line.product.weight_grams * line.qty, 0);
  const [first, ...rest] = order.name.trim().split(/\s+/);
  const lineTotal = (line: FullOrder['items'][number]) => line.amount_paise + line.gst_paise;
  return {
    order_id: String(order.id),
    order_date: order.created_at.toISOString().slice(0, 10),
    pickup_location: config.SHIPROCKET_PICKUP_LOCATION,
    billing_customer_name: first ?? order.name,
    billing_last_name: rest.join(' '),
    billing_address: order.line_1,
    billing_address_2: order.line_2,
    billing_city: order.city,
    billing_pincode: order.pin_code,
    billing_state: order.state,
    billing_country: order.country,
    billing_email: owner?.email ?? '',
    billing_phone: order.phone_number,
    shipping_is_billing: true,
    order_items: order.items.map((line) => ({
      name: line.product.name,
      sku: `P${line.product_id}`,
      units: line.qty,
      selling_price: lineTotal(line) / line.qty / 100,
    })),
    // Cash on delivery: the courier collects the order's whole total, as the slip says.
    ...(order.payment_method === 'cod'
      ? {
          payment_method: 'COD' as const,
          sub_total: orderTotalPaise(order) / 100,
          comment: codStaffMessages.collectOnSlip(formatPaise(orderTotalPaise(order))),
        }
      : {
          payment_method: paid ? ('Prepaid' as const) : ('COD' as const),
          sub_total: order.items.reduce((sum, line) => sum + lineTotal(line), 0) / 100,
        }),
    length: length!,
    breadth: breadth!,
    height: height!,
    weight: Math.max(0.1, Math.round(grams / 10) / 100),
  };
}

/**
 * Ship with Shiprocket: the Shiprocket order (looked up first, so a retry never makes a
 * second), its AWB, label and pickup, then the shipment as staff would record it.
 */
export async function shipWithShiprocket(
  ctx: NoticeContext & { seller: Seller },
  shiprocket: Shiprocket | undefined,
  config: Config,
  actor: SessionUser,
  orderId: number,
) {
  if (!shiprocket) throw conflict(shipmentMessages.shiprocketOff);
  // Refused before Shiprocket is asked, as the recorded shipment would be.
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(messages.errors.orderNotFound);
    const [shipped] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.order_id, orderId));
    if (shipped) throw conflict(shipmentMessages.alreadyShipped);
    const move = planMove(order, 'staff', ORDER_STATUS.shipped);
    if (!move.allowed) throw conflict(shipRefusal(move.from));
  });
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound(messages.errors.orderNotFound);
  try {
    const made =
      (await shiprocket.findOrder(String(orderId))) ??
      (await shiprocket.createOrder(await shiprocketOrder(ctx.db, config, order)));
    const { awb, courier } = await shiprocket.assignAwb(made.shipment_id);
    const label = await shiprocket.label(made.shipment_id);
    await shiprocket.requestPickup(made.shipment_id);
    return await ship(ctx, actor, orderId, {
      carrier: 'Shiprocket',
      tracking_number: awb,
      tracking_url: null,
      courier_name: courier || null,
      shiprocket_shipment_id: String(made.shipment_id),
      label_pdf: label,
      note: courier ? `Courier: ${courier}` : null,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof ShiprocketError)
      throw conflict(shipmentMessages.shiprocketFailed(error.message));
    throw serviceUnavailable(shipmentMessages.shiprocketFailed('it did not answer.'));
  }
}

export type TrackingUpdate = {
  awb: string;
  current_status: string;
  current_timestamp?: string;
  location?: string | null;
  source: 'shiprocket' | 'poll';
};

/**
 * One tracking update, from the webhook or a poll, stored once (same AWB, status and scan
 * time: no second event, no second mail) and moved onto the order through the transition
 * table as the carrier; an update the table does not allow (Delivered, then In Transit) is
 * kept as an event only. Answers false for an AWB the shop does not know.
 */
export async function applyTrackingUpdate(ctx: NoticeContext, update: TrackingUpdate) {
  const [shipment] = await ctx.db
    .select({ id: shipments.id, order_id: shipments.order_id, status: shipments.status })
    .from(shipments)
    .where(eq(shipments.tracking_number, update.awb))
    .limit(1);
  if (!shipment) return false;
  const status = update.current_status.trim().toUpperCase();
  const at = shiprocketTime(update.current_timestamp, new Date());
  const key = `sr:${status}:${at.toISOString()}`;
  const to = ORDER_STATUS_OF[status];
  // The move and the shopper's notice of it are committed together.
  await ctx.mailer.transaction(async (tx, queue) => {
    const order = (await lockOrder(tx, shipment.order_id))!;
    await tx.update(shipments).set({ checked_at: new Date() }).where(eq(shipments.id, shipment.id));
    const move = to && planMove(order, 'carrier', to);
    if (move && move.allowed) {
      await applyMove(tx, move, { note: `Shiprocket: ${update.current_status}` });
      // The carrier's own word (webhook), or what the shop's poll found out.
      await audit(tx, update.source === 'poll' ? SYSTEM_ACTOR : CARRIER_ACTOR, {
        action: 'order.status',
        target: { type: 'order', id: shipment.order_id },
        changes: { status: { from: move.from ?? null, to: move.to } },
      });
      const notice = await followMove(tx, shipment.order_id, move.to, {
        at,
        source: update.source,
        key,
        location: update.location ?? null,
        note: update.current_status,
      });
      await queueShipmentNotice(tx, queue, ctx.publicUrl, shipment.order_id, notice);
      return;
    }
    const [now] = await tx
      .select({ status: shipments.status })
      .from(shipments)
      .where(eq(shipments.id, shipment.id));
    await addEvent(tx, shipment.id, {
      status: now?.status ?? shipment.status,
      at,
      location: update.location ?? null,
      note: update.current_status,
      source: update.source,
      event_key: key,
    });
  });
  return true;
}

/** Shiprocket shipments on their way with no news for this long are asked about. */
const QUIET_MS = 12 * 60 * 60 * 1000;

/** Asks Shiprocket about each quiet shipment and applies what it answers. */
export async function pollQuietShipments(
  ctx: NoticeContext,
  shiprocket: Shiprocket,
  now = new Date(),
) {
  const quiet = await ctx.db
    .select({ id: shipments.id, awb: shipments.tracking_number })
    .from(shipments)
    .where(
      and(
        isNotNull(shipments.shiprocket_shipment_id),
        inArray(shipments.status, ['shipped', 'out_for_delivery']),
        lt(shipments.checked_at, new Date(now.getTime() - QUIET_MS)),
      ),
    )
    .limit(200);
  for (const shipment of quiet) {
    try {
      const tracking = await shiprocket.track(shipment.awb);
      await ctx.db.update(shipments).set({ checked_at: now }).where(eq(shipments.id, shipment.id));
      if (!tracking) continue;
      const latest = tracking.scans[0];
      await applyTrackingUpdate(ctx, {
        awb: shipment.awb,
        current_status: tracking.current_status,
        current_timestamp: latest?.date,
        location: latest?.location ?? null,
        source: 'poll',
      });
    } catch (err) {
      ctx.log.warn({ err, shipmentId: shipment.id }, 'could not ask Shiprocket about a shipment');
    }
  }
  return quiet.length;
}
