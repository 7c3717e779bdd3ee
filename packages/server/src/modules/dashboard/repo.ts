import { addDays, ORDER_STATUS } from '@shop/shared';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  dashboardDays,
  dashboardProductDays,
  dashboardProductMonths,
  orders,
  products,
  refunds,
} from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const WAITING_TO_SHIP = [
  ORDER_STATUS.paymentVerified,
  ORDER_STATUS.codConfirmed,
  ORDER_STATUS.packed,
];

const inDays = (column: AnyPgColumn, from: string, to: string) =>
  and(gte(column, from), lte(column, to));

type Days = { from: string; to: string };

/** The sums of the roll-up's figures over the days of `period`. */
function sumsOver(period: Days) {
  const d = dashboardDays;
  const within = inDays(d.day, period.from, period.to);
  // A sum of integers is a bigint, which drivers hand back as text.
  const sum = (column: AnyPgColumn) =>
    sql<number>`coalesce(sum(${column}) filter (where ${within}), 0)::bigint`.mapWith(Number);
  return {
    orders: sum(d.orders),
    takings_paise: sum(d.takings_paise),
    cgst_paise: sum(d.cgst_paise),
    sgst_paise: sum(d.sgst_paise),
    igst_paise: sum(d.igst_paise),
    credited_cgst_paise: sum(d.credited_cgst_paise),
    credited_sgst_paise: sum(d.credited_sgst_paise),
    credited_igst_paise: sum(d.credited_igst_paise),
    refunds_paise: sum(d.refunds_paise),
    new_shoppers: sum(d.new_shoppers),
  };
}

/**
 * The figures of two periods of India calendar days in paise, summed from the daily roll-up
 * in one read: orders paid (their invoices issued) and what their shoppers paid, the GST of
 * those invoices and of the credit notes issued, refunds processed, shoppers activated. The
 * sums come back as one row, not the days themselves.
 */
export async function periodTotals(db: Queryable, current: Days, previous: Days) {
  const d = dashboardDays;
  const [row] = await db
    .select({ current: sumsOver(current), previous: sumsOver(previous) })
    .from(d)
    .where(inDays(d.day, previous.from, current.to));
  return row!;
}
export type DayFigures = Awaited<ReturnType<typeof periodTotals>>['current'];

/** Paid orders and revenue (takings less refunds) of each day from `from` to `to` with any. */
export const dayRevenue = (db: Queryable, from: string, to: string) =>
  db
    .select({
      date: dashboardDays.day,
      orders: dashboardDays.orders,
      revenue_paise:
        sql<string>`${dashboardDays.takings_paise} - ${dashboardDays.refunds_paise}`.mapWith(
          Number,
        ),
    })
    .from(dashboardDays)
    .where(inDays(dashboardDays.day, from, to));

/**
 * The whole calendar months inside the days `from` to `to`, as their first days (`first` to
 * `last`) and the last day of the last one (`end`); undefined when there is none.
 */
export function wholeMonths(from: string, to: string) {
  const nextMonth = (date: string) => `${addDays(`${date.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  const first = from.endsWith('-01') ? from : nextMonth(from);
  const after = addDays(to, 1);
  const end = after.endsWith('-01') ? to : addDays(`${to.slice(0, 7)}-01`, -1);
  if (first > end) return undefined;
  return { first, last: `${end.slice(0, 7)}-01`, end };
}

/**
 * The products whose lines (price with GST) took most in orders paid from `from` to `to`:
 * the range's whole months from the monthly rows, its other days from the daily ones. Summed
 * as float8, exact for integers far beyond any shop's takings and quicker than numeric.
 */
export function topProducts(db: Queryable, from: string, to: string, limit: number) {
  const d = dashboardProductDays;
  const m = dashboardProductMonths;
  const months = wholeMonths(from, to);
  const days = db
    .select({ product_id: d.product_id, qty: d.qty, revenue_paise: d.revenue_paise })
    .from(d)
    .where(
      and(inDays(d.day, from, to), months && or(lt(d.day, months.first), gt(d.day, months.end))),
    );
  const parts = (
    months
      ? days.unionAll(
          db
            .select({ product_id: m.product_id, qty: m.qty, revenue_paise: m.revenue_paise })
            .from(m)
            .where(inDays(m.month, months.first, months.last)),
        )
      : days
  ).as('parts');
  const revenue = sql<number>`sum(${parts.revenue_paise}::float8)`;
  const qty = sql<number>`sum(${parts.qty}::float8)`;
  // The few best product ids first, from the roll-up alone; then their names.
  const top = db
    .select({
      product_id: parts.product_id,
      qty: qty.as('qty'),
      revenue_paise: revenue.as('revenue_paise'),
    })
    .from(parts)
    .groupBy(parts.product_id)
    .having(sql`${qty} > 0`)
    .orderBy(desc(revenue), asc(parts.product_id))
    .limit(limit)
    .as('top');
  return db
    .select({
      id: products.id,
      name: products.name,
      qty: sql<number>`${top.qty}`.mapWith(Number),
      revenue_paise: sql<number>`${top.revenue_paise}`.mapWith(Number),
    })
    .from(top)
    .innerJoin(products, eq(products.id, top.product_id))
    .orderBy(desc(top.revenue_paise), asc(products.id));
}

const open = [ORDER_STATUS.placed, ...WAITING_TO_SHIP];

/**
 * The order work in one statement: paid orders waiting to be packed or shipped, and orders
 * still waiting for their payment placed before `before` (both on the open-status index);
 * refunds the gateway has not finished, and failed ones not followed by another try.
 */
export async function orderWork(db: Queryable, before: Date) {
  const [row] = await db
    .select({
      to_ship: sql<number>`count(*) filter (where ${inArray(orders.current_status, WAITING_TO_SHIP)})::int`,
      payments_pending: sql<number>`count(*) filter (where ${and(
        eq(orders.current_status, ORDER_STATUS.placed),
        lt(orders.created_at, before),
      )})::int`,
      refunds_pending: sql<number>`(select count(*) from ${refunds} where ${refunds.status} = 'pending')::int`,
      refunds_failed: sql<number>`(select count(*) from ${refunds} where ${refunds.status} = 'failed'
        and not exists (
          select 1 from ${refunds} later
          where later.order_id = ${refunds.order_id} and later.id > ${refunds.id}
        ))::int`,
    })
    .from(orders)
    .where(inArray(orders.current_status, open));
  return {
    to_ship: Number(row?.to_ship ?? 0),
    payments_pending: Number(row?.payments_pending ?? 0),
    refunds_pending: Number(row?.refunds_pending ?? 0),
    refunds_failed: Number(row?.refunds_failed ?? 0),
  };
}

const isLow = lte(products.stock, products.low_stock_at);

/**
 * The low-stock products, fewest available first, at most `limit`; with the count of all of
 * them and of those with nothing available (always low: a level is never under 0).
 */
export async function stockWork(db: Queryable, limit: number) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      available: products.stock,
      low_stock_at: products.low_stock_at,
      low_stock: sql<number>`count(*) over ()`.mapWith(Number),
      out_of_stock: sql<number>`count(*) filter (where ${products.stock} = 0) over ()`.mapWith(
        Number,
      ),
    })
    .from(products)
    .where(isLow)
    .orderBy(asc(products.stock), asc(products.id))
    .limit(limit);
  return {
    counts: { out_of_stock: rows[0]?.out_of_stock ?? 0, low_stock: rows[0]?.low_stock ?? 0 },
    low: rows.map(({ id, name, available, low_stock_at }) => ({
      id,
      name,
      available,
      low_stock_at,
    })),
  };
}
