import { codMessages, ORDER_STATUS, withinCodCap } from '@shop/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, orderStatuses } from '../../db/schema';
import { pinAllows } from '../pincodes/service';

/** The window in which returned COD orders count against an account. */
const COD_RETURNS_WINDOW_DAYS = 180;

export type CodLimits = {
  /** The largest order total, fee included, in rupees. */
  maxOrderRupees: number;
  /** Returned COD orders in the window that take cash on delivery away from an account. */
  maxReturns: number;
  /** How long a COD order waits for confirmation, in hours. */
  confirmHours: number;
};

/** COD orders of the shopper Returned (the parcel back at the shop) in the last 180 days. */
async function recentCodReturns(db: Queryable, userId: number, now: Date) {
  const since = new Date(now.getTime() - COD_RETURNS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${orders.id})::int` })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.order_id, orders.id))
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.payment_method, 'cod'),
        eq(orderStatuses.status, ORDER_STATUS.returned),
        gte(orderStatuses.created_at, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Why an order may not be paid in cash at the door, or null when it may: no Cash on Delivery
 * charge active, a total (fee included) above the cap, a PIN rule, or too many returns. Each
 * reason is the sentence place-order refuses with (409) and the summary shows.
 */
export async function codRefusal(
  db: Queryable,
  opts: {
    userId: number;
    pinCode: string | null;
    totalPaise: number;
    chargeActive: boolean;
    limits: CodLimits;
    now?: Date;
  },
): Promise<string | null> {
  if (!opts.chargeActive) return codMessages.unavailableNow;
  if (!withinCodCap(opts.totalPaise, opts.limits.maxOrderRupees))
    return codMessages.overCap(opts.limits.maxOrderRupees);
  if (opts.pinCode !== null && !(await pinAllows(db, opts.pinCode)).cod)
    return codMessages.pinRefused;
  if ((await recentCodReturns(db, opts.userId, opts.now ?? new Date())) >= opts.limits.maxReturns)
    return codMessages.accountRefused;
  return null;
}
