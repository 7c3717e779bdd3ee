import {
  checkShipmentEntry,
  csvFields,
  MAX_SHIPMENT_IMPORT_ROWS,
  messages,
  ORDER_STATUS,
  SHIPMENT_IMPORT_HEADER,
  type ShipmentEntry,
  type ShipmentImportRow,
  shipmentMessages,
  trackingUrlFor,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { applyMove, lockOrder, planMove } from '../orders/domain';
import { shipStock } from '../orders/domain/stock';
import type { NoticeContext } from '../orders/notices';
import { followMove } from './progress';
import { claimNotice, addEvent, findShipmentOfOrder, shipmentsOfOrders } from './repo';
import { queueShipmentNotice } from './notices';
import { audit, created, SYSTEM_ACTOR, type AuditActor } from '../../lib/audit';
import { invoiceCodAtDispatch } from '../cod/service';
import type { Seller } from '../tax-documents/seller';

/** Why an order that the table does not let staff ship cannot be shipped, in words. */
export function shipRefusal(from: string | undefined) {
  switch (from) {
    case ORDER_STATUS.placed:
    case ORDER_STATUS.paymentFailed:
    case undefined:
      return shipmentMessages.notPaid;
    case ORDER_STATUS.cancelled:
      return shipmentMessages.cancelled;
    case ORDER_STATUS.shipped:
    case ORDER_STATUS.outForDelivery:
    case ORDER_STATUS.delivered:
    case ORDER_STATUS.returned:
      return shipmentMessages.alreadyShipped;
    default:
      return messages.orders.transitionRefused(from, ORDER_STATUS.shipped);
  }
}

export type ShipDetails = ShipmentEntry & {
  tracking_number: string;
  courier_name?: string | null;
  shiprocket_shipment_id?: string | null;
  label_pdf?: Buffer | null;
  /** A note for the first event (Shiprocket's courier). */
  note?: string | null;
};

/**
 * Records how a paid order left the shop and moves it to Shipped through the transition table,
 * in one transaction under the order's row lock: of two requests shipping the same order, one
 * ships it and the other is told it is shipped already. Whatever the order still reserves
 * leaves the shelf; the shopper is mailed once, after commit. Which statuses may ship is the
 * table's to say (COD Confirmed ships as Payment Verified does).
 */
export async function ship(
  ctx: NoticeContext & { who?: AuditActor; seller: Seller },
  actor: SessionUser | null,
  orderId: number,
  details: ShipDetails,
) {
  // The shipment, its move and the shopper's notice of it are committed together.
  const { shipmentId } = await ctx.mailer.transaction(async (tx, queue) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(messages.errors.orderNotFound);
    if (await findShipmentOfOrder(tx, orderId)) throw conflict(shipmentMessages.alreadyShipped);
    const move = planMove(order, 'staff', ORDER_STATUS.shipped);
    if (!move.allowed) throw conflict(shipRefusal(move.from));
    const now = new Date();
    const [row] = await tx
      .insert(shipments)
      .values({
        order_id: orderId,
        carrier: details.carrier,
        tracking_number: details.tracking_number,
        tracking_url: trackingUrlFor(
          details.carrier,
          details.tracking_number,
          details.tracking_url,
        ),
        status: 'shipped',
        shipped_at: now,
        shipped_by: actor?.id ?? null,
        courier_name: details.courier_name ?? null,
        shiprocket_shipment_id: details.shiprocket_shipment_id ?? null,
        label_pdf: details.label_pdf ?? null,
        checked_at: now,
      })
      .returning({ id: shipments.id });
    await addEvent(tx, row!.id, {
      status: 'shipped',
      at: now,
      note: details.note ?? null,
      source: actor ? 'staff' : 'shiprocket',
      event_key: 'status:shipped',
    });
    await applyMove(tx, move, {
      note: `${details.carrier} ${details.tracking_number}`,
      tracking_number: details.tracking_number,
      changed_by: actor?.id,
    });
    await shipStock(tx, orderId);
    // A cash on delivery order is invoiced as it ships, in this transaction, once.
    await invoiceCodAtDispatch(tx, order, ctx.seller);
    await audit(tx, ctx.who ?? SYSTEM_ACTOR, {
      action: 'shipment.create',
      target: { type: 'order', id: orderId },
      changes: created({ carrier: details.carrier, tracking_number: details.tracking_number }),
    });
    if (await claimNotice(tx, orderId, 'shipped'))
      await queueShipmentNotice(tx, queue, ctx.publicUrl, orderId, 'shipped');
    return { shipmentId: row!.id };
  });
  return loadShipment(ctx.db, orderId, shipmentId);
}

async function loadShipment(db: Db, orderId: number, shipmentId?: number) {
  const shipment = (await shipmentsOfOrders(db, [orderId])).get(orderId)?.[0];
  if (!shipment || (shipmentId !== undefined && shipment.id !== shipmentId))
    throw notFound(shipmentMessages.notFound);
  return shipment;
}

export { followMove };

/** A shipping CSV's fields, without the spaces around them. */
const trimmedFields = (line: string) => csvFields(line).map((field) => field.trim());

/** The data rows of a shipping CSV; a file that is not one is refused whole (400). */
function readShipmentCsv(content: Buffer): string[][] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  // eslint-disable-next-line no-control-regex -- a binary file is not a CSV
  if (content.length === 0 || /[\u0000-\u0008]/.test(text))
    throw badRequest(shipmentMessages.csvFile);
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = trimmedFields(lines[0] ?? '').map((f) => f.toLowerCase());
  if (header.join(',') !== SHIPMENT_IMPORT_HEADER.join(','))
    throw badRequest(shipmentMessages.csvHeader);
  const rows = lines.slice(1).map(trimmedFields);
  if (rows.length > MAX_SHIPMENT_IMPORT_ROWS)
    throw badRequest(shipmentMessages.csvTooManyRows(MAX_SHIPMENT_IMPORT_ROWS));
  return rows;
}

/**
 * Ships a day's orders from one file, each row on its own: a refused row does not stop the
 * others, an order already shipped with the same number is left as it is (so uploading the
 * same file again changes nothing), and the answer keeps the file's order.
 */
export async function importShipments(
  ctx: NoticeContext & { who?: AuditActor; seller: Seller },
  actor: SessionUser,
  content: Buffer,
) {
  const rows = readShipmentCsv(content);
  const results: ShipmentImportRow[] = [];
  for (const [i, fields] of rows.entries()) {
    const row = i + 1;
    const [rawId, carrier, number] = fields;
    const orderId = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : null;
    const refuse = (error: string) =>
      results.push({ row, order_id: orderId, outcome: 'refused', error });
    if (fields.length !== 3 || !carrier || !number) {
      refuse(shipmentMessages.csvColumns);
      continue;
    }
    if (orderId === null) {
      refuse(shipmentMessages.csvOrderId);
      continue;
    }
    const checked = checkShipmentEntry(carrier, number);
    if ('error' in checked) {
      refuse(checked.error);
      continue;
    }
    const entry = checked.entry;
    if (entry.carrier === 'Other' || !entry.tracking_number) {
      refuse(
        entry.carrier === 'Other'
          ? shipmentMessages.csvOtherNeedsLink
          : shipmentMessages.trackingRequired,
      );
      continue;
    }
    const existing = await findShipmentOfOrder(ctx.db, orderId);
    if (existing) {
      if (existing.carrier === entry.carrier && existing.tracking_number === entry.tracking_number)
        results.push({ row, order_id: orderId, outcome: 'unchanged' });
      else
        refuse(
          shipmentMessages.shippedWithOther(`${existing.carrier} ${existing.tracking_number}`),
        );
      continue;
    }
    try {
      await ship(ctx, actor, orderId, { ...entry, tracking_number: entry.tracking_number });
      results.push({ row, order_id: orderId, outcome: 'shipped' });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      refuse(error.statusCode === 404 ? shipmentMessages.orderNotFound : error.message);
    }
  }
  return results;
}
