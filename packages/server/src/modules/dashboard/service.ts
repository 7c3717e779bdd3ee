import { LOW_STOCK_LEVEL, paiseToRupees } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { addDays, indiaDate, indiaDayRange } from '../../lib/india-time';
import * as repo from './repo';

export const LOW_STOCK_LIMIT = 10;

const figures = ({ orders, revenue_paise }: { orders: number; revenue_paise: number }) => ({
  orders,
  revenue: paiseToRupees(revenue_paise),
});

/**
 * What a shop owner checks each morning. Days are India calendar days and an order counts on
 * the day it was placed; only paid orders (Payment Verified and later, not Cancelled) count,
 * and revenue is what their shoppers paid, fees and delivery included.
 */
export async function summary(db: Queryable, now: Date = new Date()) {
  const today = indiaDate(now);
  const day = indiaDayRange(today, today);
  const week = indiaDayRange(addDays(today, -6), today);
  const [todays, weeks, awaiting, lowStock] = await Promise.all([
    repo.paidOrdersBetween(db, day.start, day.end),
    repo.paidOrdersBetween(db, week.start, week.end),
    repo.countAwaitingShipment(db),
    repo.lowStockProducts(db, LOW_STOCK_LEVEL, LOW_STOCK_LIMIT),
  ]);
  return {
    today: figures(todays),
    last_7_days: figures(weeks),
    awaiting_shipment: awaiting,
    low_stock: lowStock,
  };
}
