import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';
import { createdAt, requiredRef, serialId, timestamptz } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** How a paid order left the shop: one per order (docs/decisions/027). */
export const shipments = pgTable(
  'shipments',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'cascade').unique(),
    carrier: text('carrier').notNull(),
    tracking_number: text('tracking_number').notNull(),
    tracking_url: text('tracking_url'),
    status: text('status').notNull().default('shipped'),
    shipped_at: timestamptz('shipped_at').notNull().defaultNow(),
    delivered_at: timestamptz('delivered_at'),
    shipped_by: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    // Shiprocket: the courier it chose, its shipment id and the label it made.
    courier_name: text('courier_name'),
    shiprocket_shipment_id: text('shiprocket_shipment_id'),
    label_pdf: bytea('label_pdf'),
    // The last time the carrier had news of the parcel (or was asked).
    checked_at: timestamptz('checked_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'shipments_status_check',
      sql`${t.status} in ('shipped', 'out_for_delivery', 'delivered', 'returned')`,
    ),
    index('shipments_tracking_number_idx').on(t.tracking_number),
    index('shipments_checked_idx').on(t.status, t.checked_at),
  ],
);

/** What happened to a parcel; `event_key` makes a replayed carrier event a no-op. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serialId(),
    shipment_id: requiredRef('shipment_id', () => shipments.id, 'cascade'),
    status: text('status').notNull(),
    at: timestamptz('at').notNull(),
    location: text('location'),
    note: text('note'),
    source: text('source').notNull(),
    event_key: text('event_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [unique('shipment_events_key').on(t.shipment_id, t.event_key)],
);

/** Each shopper notice of an order, claimed once in the transaction that moved the order. */
export const shipmentNotices = pgTable(
  'shipment_notices',
  {
    order_id: requiredRef('order_id', () => orders.id, 'cascade'),
    kind: text('kind').notNull(),
    sent_at: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.kind] })],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
