import { isPaidStatus, ORDER_STATUS, ORDER_STATUSES } from '@shop/shared';
import { and, asc, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, products } from '../../db/schema';
import { currentStatusSql, orderTotalSql } from '../orders/domain';

const PAID_STATUSES = ORDER_STATUSES.filter(isPaidStatus);
const WAITING_TO_SHIP = [ORDER_STATUS.paymentVerified, ORDER_STATUS.packed];

/** Count and takings (what shoppers paid, in paise) of paid orders placed in [start, end). */
export async function paidOrdersBetween(db: Queryable, start: Date, end: Date) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      // A sum of integers is a bigint, which drivers hand back as text.
      revenue_paise: sql<string>`coalesce(sum(${orderTotalSql}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        gte(orders.created_at, start),
        lt(orders.created_at, end),
        inArray(currentStatusSql, PAID_STATUSES),
      ),
    );
  return { orders: row?.orders ?? 0, revenue_paise: row?.revenue_paise ?? 0 };
}

export const countAwaitingShipment = async (db: Queryable) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(currentStatusSql, WAITING_TO_SHIP))
  )[0]?.n ?? 0;

export const lowStockProducts = (db: Queryable, threshold: number, limit: number) =>
  db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      on_hand: sql<number>`${products.stock} + ${products.reserved}`,
      reserved: products.reserved,
    })
    .from(products)
    .where(lte(products.stock, threshold))
    .orderBy(asc(products.stock), asc(products.id))
    .limit(limit);
