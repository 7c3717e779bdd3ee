import { ORDER_STATUS } from '@shop/shared';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, shipmentEvents, shipmentNotices, shipments } from '../../db/schema';
import { currentStatusSql } from '../orders/domain/status';
import { groupBy } from '../../lib/group-by';

// Every column but the label's bytes, and whether there is a label.
const { label_pdf, ...withoutLabel } = getTableColumns(shipments);
const listed = {
  ...withoutLabel,
  has_label: sql<boolean>`${label_pdf} is not null`,
};

export const findShipmentOfOrder = async (db: Queryable, orderId: number) =>
  (await db.select(listed).from(shipments).where(eq(shipments.order_id, orderId)).limit(1))[0];

export const findLabel = async (db: Queryable, orderId: number, shipmentId: number) =>
  (
    await db
      .select({ id: shipments.id, order_id: shipments.order_id, label_pdf: shipments.label_pdf })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .limit(1)
  ).find((row) => row.order_id === orderId);

/** Paid orders not yet shipped, oldest first: the day's packing list. */
export const findOrdersToShip = (db: Queryable, limit = 500) =>
  db
    .select()
    .from(orders)
    .where(
      inArray(currentStatusSql, [
        ORDER_STATUS.paymentVerified,
        ORDER_STATUS.codConfirmed,
        ORDER_STATUS.packed,
      ]),
    )
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(limit);

/** Shipments of these orders with their events, oldest event first. */
export async function shipmentsOfOrders(db: Queryable, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, FullShipment[]>();
  const rows = await db.select(listed).from(shipments).where(inArray(shipments.order_id, orderIds));
  const events = groupBy(
    rows.length === 0
      ? []
      : await db
          .select()
          .from(shipmentEvents)
          .where(
            inArray(
              shipmentEvents.shipment_id,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
    (event) => event.shipment_id,
  );
  return groupBy(
    rows.map((row) => ({ ...row, events: events.get(row.id) ?? [] })),
    (row) => row.order_id,
  );
}

export type ListedShipment = Awaited<ReturnType<typeof findShipmentOfOrder>> & {};
export type FullShipment = ListedShipment & { events: (typeof shipmentEvents.$inferSelect)[] };

export type NewEvent = {
  status: string;
  at: Date;
  location?: string | null;
  note?: string | null;
  source: string;
  event_key: string;
};

/** Appends an event unless one with the same key is stored; true when it is new. */
export async function addEvent(db: Queryable, shipmentId: number, event: NewEvent) {
  const added = await db
    .insert(shipmentEvents)
    .values({ shipment_id: shipmentId, ...event })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return added.length > 0;
}

/** Claims a shopper notice of the order; true only for the first claim, whoever makes it. */
export async function claimNotice(db: Queryable, orderId: number, kind: string) {
  const claimed = await db
    .insert(shipmentNotices)
    .values({ order_id: orderId, kind })
    .onConflictDoNothing()
    .returning({ kind: shipmentNotices.kind });
  return claimed.length > 0;
}
