import {
  hasPermission,
  type DashboardQuery,
  addDays,
  daysInRange,
  indiaDate,
  indiaDayRange,
  indiaMonthRange,
} from '@shop/shared';
import type { Queryable } from '../../db/client';
import * as repo from './repo';
import { countCodToConfirm } from '../cod/service';

export const LOW_STOCK_LIMIT = 20;
export const TOP_PRODUCTS = 10;
/** An unpaid order counts as a payment to look into once it is this old. */
export const PAYMENT_PENDING_MS = 20 * 60 * 1000;

type Days = { from: string; to: string };

/** The India calendar days a range covers, and the same number of days just before them. */
export function rangeDays(query: DashboardQuery, now: Date): { current: Days; previous: Days } {
  const today = indiaDate(now);
  if (query.range === 'month') {
    const month = query.month ?? today.slice(0, 7);
    const previousMonth = addDays(`${month}-01`, -1).slice(0, 7);
    const lastDay = (m: string) => addDays(indiaDate(indiaMonthRange(m).end), -1);
    return {
      current: { from: `${month}-01`, to: lastDay(month) },
      previous: { from: `${previousMonth}-01`, to: lastDay(previousMonth) },
    };
  }
  const days = Number(query.range.slice(0, -1));
  const from = addDays(today, -(days - 1));
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

type PaidFigures = Awaited<ReturnType<typeof repo.paidBetween>>;

/** A period's figures, in paise: what the presenter turns into rupees. */
async function figures(db: Queryable, days: Days) {
  const { start, end } = indiaDayRange(days.from, days.to);
  const [paid, credited, refunds, newShoppers]: [
    PaidFigures,
    Awaited<ReturnType<typeof repo.creditedBetween>>,
    number,
    number,
  ] = await Promise.all([
    repo.paidBetween(db, start, end),
    repo.creditedBetween(db, start, end),
    repo.refundedBetween(db, start, end),
    repo.newShoppersBetween(db, start, end),
  ]);
  return {
    revenue_paise: paid.takings_paise - refunds,
    orders: paid.orders,
    average_order_value_paise: paid.orders === 0 ? 0 : Math.round(paid.takings_paise / paid.orders),
    new_shoppers: newShoppers,
    refunds_paise: refunds,
    gst_paise: {
      cgst: paid.cgst_paise - credited.cgst_paise,
      sgst: paid.sgst_paise - credited.sgst_paise,
      igst: paid.igst_paise - credited.igst_paise,
    },
  };
}
export type PeriodFigures = Awaited<ReturnType<typeof figures>>;

/** Revenue (takings less refunds) and paid orders for every day of the range, empty days too. */
async function byDay(db: Queryable, days: Days) {
  const { start, end } = indiaDayRange(days.from, days.to);
  const [paid, refunded] = await Promise.all([
    repo.paidByDay(db, start, end),
    repo.refundedByDay(db, start, end),
  ]);
  const paidOn = new Map(paid.map((row) => [row.date, row]));
  const refundedOn = new Map(refunded.map((row) => [row.date, row.refunds_paise]));
  return Array.from({ length: daysInRange(days.from, days.to) }, (_, i) => {
    const date = addDays(days.from, i);
    const day = paidOn.get(date);
    return {
      date,
      orders: day?.orders ?? 0,
      revenue_paise: (day?.takings_paise ?? 0) - (refundedOn.get(date) ?? 0),
    };
  });
}

async function salesOf(db: Queryable, current: Days, previous: Days) {
  const { start, end } = indiaDayRange(current.from, current.to);
  const [now, before, days, top] = await Promise.all([
    figures(db, current),
    figures(db, previous),
    byDay(db, current),
    repo.topProducts(db, start, end, TOP_PRODUCTS),
  ]);
  return { current: now, previous: before, by_day: days, top_products: top };
}

async function orderWork(db: Queryable, now: Date) {
  const [toShip, paymentsPending, refunds, codToConfirm] = await Promise.all([
    repo.countToShip(db),
    repo.countPaymentsPending(db, new Date(now.getTime() - PAYMENT_PENDING_MS)),
    repo.countRefundsToWatch(db),
    countCodToConfirm(db),
  ]);
  return {
    to_ship: toShip,
    payments_pending: paymentsPending,
    refunds_pending: refunds.pending,
    refunds_failed: refunds.failed,
    // Cash on delivery orders waiting for the shopper's confirmation (or a call from staff).
    cod_to_confirm: codToConfirm,
  };
}

async function stockWork(db: Queryable) {
  const [counts, low] = await Promise.all([
    repo.countStock(db),
    repo.lowStockProducts(db, LOW_STOCK_LIMIT),
  ]);
  return { counts, low };
}

/**
 * The owner's dashboard over India calendar days. Sales (figures, the days, top products)
 * for those who see orders; the to-do counts of the areas each staff member holds.
 */
export async function dashboard(
  db: Queryable,
  permissions: readonly string[],
  query: DashboardQuery,
  now: Date = new Date(),
) {
  const { current, previous } = rangeDays(query, now);
  const seesOrders = hasPermission(permissions, 'order_manager');
  const seesStock = hasPermission(permissions, 'product_manager');
  const [sales, orderTodo, stock] = await Promise.all([
    seesOrders ? salesOf(db, current, previous) : undefined,
    seesOrders ? orderWork(db, now) : undefined,
    seesStock ? stockWork(db) : undefined,
  ]);
  return { range: current, sales, orderTodo, stock };
}
export type DashboardData = Awaited<ReturnType<typeof dashboard>>;
