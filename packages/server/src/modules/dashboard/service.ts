import {
  addDays,
  daysInRange,
  hasPermission,
  indiaDate,
  indiaMonthRange,
  type DashboardQuery,
} from '@shop/shared';
import type { Queryable } from '../../db/client';
import { countCodToConfirm } from '../cod/service';
import * as repo from './repo';

const LOW_STOCK_LIMIT = 20;
const TOP_PRODUCTS = 10;
/** An unpaid order counts as a payment to look into once it is this old. */
const PAYMENT_PENDING_MS = 20 * 60 * 1000;

type Days = { from: string; to: string };

/** The India calendar days a range covers, and the same number of days just before them. */
function rangeDays(query: DashboardQuery, now: Date): { current: Days; previous: Days } {
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

/** A period's figures, in paise: what the presenter turns into rupees. */
function figures(t: repo.DayFigures) {
  return {
    revenue_paise: t.takings_paise - t.refunds_paise,
    orders: t.orders,
    average_order_value_paise: t.orders === 0 ? 0 : Math.round(t.takings_paise / t.orders),
    new_shoppers: t.new_shoppers,
    refunds_paise: t.refunds_paise,
    gst_paise: {
      cgst: t.cgst_paise - t.credited_cgst_paise,
      sgst: t.sgst_paise - t.credited_sgst_paise,
      igst: t.igst_paise - t.credited_igst_paise,
    },
  };
}
export type PeriodFigures = ReturnType<typeof figures>;

/** Revenue (takings less refunds) and paid orders for every day of the range, empty days too. */
async function byDay(db: Queryable, days: Days) {
  const rows = await repo.dayRevenue(db, days.from, days.to);
  const on = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: daysInRange(days.from, days.to) }, (_, i) => {
    const date = addDays(days.from, i);
    const day = on.get(date);
    return { date, orders: day?.orders ?? 0, revenue_paise: day?.revenue_paise ?? 0 };
  });
}

async function salesOf(db: Queryable, current: Days, previous: Days) {
  const [totals, days, top] = await Promise.all([
    repo.periodTotals(db, current, previous),
    byDay(db, current),
    repo.topProducts(db, current.from, current.to, TOP_PRODUCTS),
  ]);
  return {
    current: figures(totals.current),
    previous: figures(totals.previous),
    by_day: days,
    top_products: top,
  };
}

async function orderWork(db: Queryable, now: Date) {
  const [work, codToConfirm] = await Promise.all([
    repo.orderWork(db, new Date(now.getTime() - PAYMENT_PENDING_MS)),
    countCodToConfirm(db),
  ]);
  // Cash on delivery orders waiting for the shopper's confirmation (or a call from staff).
  return { ...work, cod_to_confirm: codToConfirm };
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
    seesStock ? repo.stockWork(db, LOW_STOCK_LIMIT) : undefined,
  ]);
  return { range: current, sales, orderTodo, stock };
}
export type DashboardData = Awaited<ReturnType<typeof dashboard>>;
