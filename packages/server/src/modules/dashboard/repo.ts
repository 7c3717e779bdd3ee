import { ORDER_STATUS } from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  creditNotes,
  invoices,
  orderProducts,
  orders,
  products,
  refunds,
  users,
} from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const WAITING_TO_SHIP = [
  ORDER_STATUS.paymentVerified,
  ORDER_STATUS.codConfirmed,
  ORDER_STATUS.packed,
];

// A sum of integers is a bigint, which drivers hand back as text.
const total = (column: AnyPgColumn) =>
  sql<string>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const count = () => sql<number>`count(*)::int`.mapWith(Number);
/** The India calendar day of an instant, as 'YYYY-MM-DD' (no time zone data needed). */
const indiaDay = (column: AnyPgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * Orders paid in [start, end) and what their shoppers paid, with the GST of their invoices.
 * An order's invoice is issued in the transaction that marks it paid, so its issue time is
 * when the order was paid and its total what the shopper paid.
 */
export async function paidBetween(db: Queryable, start: Date, end: Date) {
  const [row] = await db
    .select({
      orders: count(),
      takings_paise: total(invoices.total_paise),
      cgst_paise: total(invoices.cgst_paise),
      sgst_paise: total(invoices.sgst_paise),
      igst_paise: total(invoices.igst_paise),
    })
    .from(invoices)
    .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end)));
  return row!;
}

/** The GST given back by the credit notes issued in [start, end). */
export async function creditedBetween(db: Queryable, start: Date, end: Date) {
  const [row] = await db
    .select({
      cgst_paise: total(creditNotes.cgst_paise),
      sgst_paise: total(creditNotes.sgst_paise),
      igst_paise: total(creditNotes.igst_paise),
    })
    .from(creditNotes)
    .where(and(gte(creditNotes.issued_at, start), lt(creditNotes.issued_at, end)));
  return row!;
}

const processedBetween = (start: Date, end: Date) =>
  and(
    eq(refunds.status, 'processed'),
    gte(refunds.processed_at, start),
    lt(refunds.processed_at, end),
  );

/** Money refunds gave back in [start, end), by when the gateway processed them. */
export async function refundedBetween(db: Queryable, start: Date, end: Date) {
  const [row] = await db
    .select({ refunds_paise: total(refunds.amount_paise) })
    .from(refunds)
    .where(processedBetween(start, end));
  return row!.refunds_paise;
}

/** Shoppers whose accounts were activated in [start, end). */
export async function newShoppersBetween(db: Queryable, start: Date, end: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        isNotNull(users.activated_at),
        gte(users.activated_at, start),
        lt(users.activated_at, end),
        eq(users.is_admin, false),
      ),
    );
  return row!.n;
}

/** Paid orders and their takings per India calendar day of [start, end). */
export function paidByDay(db: Queryable, start: Date, end: Date) {
  const day = indiaDay(invoices.issued_at);
  return db
    .select({ date: day, orders: count(), takings_paise: total(invoices.total_paise) })
    .from(invoices)
    .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end)))
    .groupBy(day);
}

/** Refunds processed per India calendar day of [start, end). */
export function refundedByDay(db: Queryable, start: Date, end: Date) {
  const day = indiaDay(refunds.processed_at);
  return db
    .select({ date: day, refunds_paise: total(refunds.amount_paise) })
    .from(refunds)
    .where(processedBetween(start, end))
    .groupBy(day);
}

/** The products whose lines (price with GST) took most in orders paid in [start, end). */
export function topProducts(db: Queryable, start: Date, end: Date, limit: number) {
  const revenue = sql<string>`sum(${orderProducts.amount_paise} + ${orderProducts.gst_paise})::bigint`;
  return db
    .select({
      id: products.id,
      name: products.name,
      qty: sql<string>`sum(${orderProducts.qty})::bigint`.mapWith(Number),
      revenue_paise: revenue.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(orderProducts, eq(orderProducts.order_id, invoices.order_id))
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end)))
    .groupBy(products.id, products.name)
    .orderBy(desc(revenue), asc(products.id))
    .limit(limit);
}

/** Paid orders waiting to be packed or shipped. */
export const countToShip = async (db: Queryable) =>
  (
    await db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.current_status, WAITING_TO_SHIP))
  )[0]!.n;

/** Orders still waiting for their payment, placed before `before`. */
export const countPaymentsPending = async (db: Queryable, before: Date) =>
  (
    await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.current_status, ORDER_STATUS.placed), lt(orders.created_at, before)))
  )[0]!.n;

/** Refunds the gateway has not finished, and failed ones not followed by another try. */
export async function countRefundsToWatch(db: Queryable) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${refunds.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${refunds.status} = 'failed' and not exists (
        select 1 from ${refunds} later where later.order_id = ${refunds.order_id} and later.id > ${refunds.id}
      ))::int`,
    })
    .from(refunds)
    .where(inArray(refunds.status, ['pending', 'failed']));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

const isLow = lte(products.stock, products.low_stock_at);

/** Products with nothing available, and those at or under their own low-stock level. */
export async function countStock(db: Queryable) {
  const [row] = await db
    .select({
      out_of_stock: sql<number>`count(*) filter (where ${products.stock} = 0)::int`,
      low_stock: sql<number>`count(*) filter (where ${isLow})::int`,
    })
    .from(products);
  return { out_of_stock: row?.out_of_stock ?? 0, low_stock: row?.low_stock ?? 0 };
}

/** The low-stock products, fewest available first. */
export const lowStockProducts = (db: Queryable, limit: number) =>
  db
    .select({
      id: products.id,
      name: products.name,
      available: products.stock,
      low_stock_at: products.low_stock_at,
    })
    .from(products)
    .where(isLow)
    .orderBy(asc(products.stock), asc(products.id))
    .limit(limit);
