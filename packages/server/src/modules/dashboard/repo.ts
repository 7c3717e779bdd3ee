import { ORDER_STATUS } from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dashboardDays, dashboardProductDays, orders, products, refunds } from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const WAITING_TO_SHIP = [ORDER_STATUS.paymentVerified, ORDER_STATUS.packed];

// A sum of integers is a bigint, which drivers hand back as text.
const total = (column: AnyPgColumn) =>
  sql<string>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const count = () => sql<number>`count(*)::int`.mapWith(Number);
const inDays = (column: AnyPgColumn, from: string, to: string) =>
  and(gte(column, from), lte(column, to));

/**
 * The figures of the India calendar days `from` to `to` (both counted), in paise, from the
 * daily roll-up: orders paid (their invoices issued) and what their shoppers paid, the GST
 * of those invoices and of the credit notes issued, refunds processed, shoppers activated.
 */
export async function daysTotals(db: Queryable, from: string, to: string) {
  const d = dashboardDays;
  const [row] = await db
    .select({
      orders: total(d.orders),
      takings_paise: total(d.takings_paise),
      cgst_paise: total(d.cgst_paise),
      sgst_paise: total(d.sgst_paise),
      igst_paise: total(d.igst_paise),
      credited_cgst_paise: total(d.credited_cgst_paise),
      credited_sgst_paise: total(d.credited_sgst_paise),
      credited_igst_paise: total(d.credited_igst_paise),
      refunds_paise: total(d.refunds_paise),
      new_shoppers: total(d.new_shoppers),
    })
    .from(d)
    .where(inDays(d.day, from, to));
  return row!;
}

/** Paid orders, takings and refunds of each day from `from` to `to` that has any. */
export const days = (db: Queryable, from: string, to: string) =>
  db
    .select({
      date: dashboardDays.day,
      orders: dashboardDays.orders,
      takings_paise: dashboardDays.takings_paise,
      refunds_paise: dashboardDays.refunds_paise,
    })
    .from(dashboardDays)
    .where(inDays(dashboardDays.day, from, to));

/** The products whose lines (price with GST) took most in orders paid from `from` to `to`. */
export function topProducts(db: Queryable, from: string, to: string, limit: number) {
  const p = dashboardProductDays;
  const revenue = sql<string>`sum(${p.revenue_paise})`;
  // The few best product ids first, from the roll-up alone; then their names.
  const top = db
    .select({
      product_id: p.product_id,
      qty: sql<string>`sum(${p.qty})`.as('qty'),
      revenue_paise: revenue.as('revenue_paise'),
    })
    .from(p)
    .where(inDays(p.day, from, to))
    .groupBy(p.product_id)
    .having(sql`sum(${p.qty}) > 0`)
    .orderBy(desc(revenue), asc(p.product_id))
    .limit(limit)
    .as('top');
  return db
    .select({
      id: products.id,
      name: products.name,
      qty: sql<number>`${top.qty}::bigint`.mapWith(Number),
      revenue_paise: sql<number>`${top.revenue_paise}::bigint`.mapWith(Number),
    })
    .from(top)
    .innerJoin(products, eq(products.id, top.product_id))
    .orderBy(desc(top.revenue_paise), asc(products.id));
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
