import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { coupons, orders, type CouponRow } from '../../db/schema';
import { orderTotalSql } from '../orders/domain';

export type CouponWithTotals = CouponRow & { discount_given_paise: number; revenue_paise: number };

/** Coupons with what the orders holding them saved and pay (paid ones and unpaid ones holding a use). */
export async function listCoupons(db: Queryable, id?: number): Promise<CouponWithTotals[]> {
  const totals = db
    .select({
      coupon_id: orders.coupon_id,
      discount: sql<number>`sum(${orders.discount_paise})::int`.as('discount'),
      revenue: sql<number>`sum(${orderTotalSql})::int`.as('revenue'),
    })
    .from(orders)
    .where(and(eq(orders.coupon_held, true), sql`${orders.coupon_id} is not null`))
    .groupBy(orders.coupon_id)
    .as('totals');
  const rows = await db
    .select({
      coupon: coupons,
      discount: sql<number>`coalesce(${totals.discount}, 0)::int`,
      revenue: sql<number>`coalesce(${totals.revenue}, 0)::int`,
    })
    .from(coupons)
    .leftJoin(totals, eq(totals.coupon_id, coupons.id))
    .where(id === undefined ? undefined : eq(coupons.id, id))
    .orderBy(asc(coupons.id));
  return rows.map((row) => ({
    ...row.coupon,
    discount_given_paise: row.discount,
    revenue_paise: row.revenue,
  }));
}

/** The coupon with this code, ignoring case. */
export async function findCouponByCode(db: Queryable, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`);
  return row;
}
