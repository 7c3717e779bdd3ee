import { messages, ORDER_STATUS } from '@shop/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { coupons, orders, orderStatuses, type OrderRow } from '../../../db/schema';
import { conflict } from '../../../lib/errors';

/*
 * A coupon's uses (docs/decisions/028). `coupons.used` counts the orders holding one; a use is
 * taken inside the order's transaction by one conditional update, so of twenty shoppers racing
 * for the last use exactly one gets it, and that update's row lock makes the per-customer count
 * that follows see every order placed before it. `orders.coupon_held` makes the hand-back once.
 * Every transaction that moves a use locks the order's products before the coupon, as
 * place-order does, so none waits on another holding them the other way round.
 */

/** Orders of the shopper that hold a use of the coupon (paid ones, and unpaid ones holding it). */
export async function usesByShopper(db: Queryable, couponId: number, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.coupon_id, couponId), eq(orders.user_id, userId), eq(orders.coupon_held, true)),
    );
  return row?.n ?? 0;
}

/** Takes one use of the coupon for the shopper, or refuses: used up, or theirs used already. */
export async function takeCouponUse(tx: Tx, couponId: number, userId: number) {
  const [coupon] = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usage_limit} is null or ${coupons.used} < ${coupons.usage_limit})`,
      ),
    )
    .returning({ per_customer_limit: coupons.per_customer_limit });
  if (!coupon) throw conflict(messages.promotions.couponUsedUp);
  if ((await usesByShopper(tx, couponId, userId)) >= coupon.per_customer_limit)
    throw conflict(messages.promotions.couponAlreadyUsed);
}

/**
 * Sets the order's `coupon_held` to `held` when it is the other way and `when` is true of the
 * order, once; answers the coupon whose use that moves, or null when nothing changed.
 */
async function switchCouponHeld(tx: Tx, orderId: number, held: boolean, when: SQL) {
  const [order] = await tx
    .update(orders)
    .set({ coupon_held: held })
    .where(and(eq(orders.id, orderId), eq(orders.coupon_held, !held), when))
    .returning({ coupon_id: orders.coupon_id });
  return order?.coupon_id ?? null;
}

/**
 * Gives an unpaid order's use back (payment failed, lapsed or the order cancelled before
 * payment), once. A paid order keeps its use even when staff cancel it later.
 */
export async function handBackCouponUse(tx: Tx, orderId: number) {
  const couponId = await switchCouponHeld(
    tx,
    orderId,
    false,
    sql`not exists (select 1 from ${orderStatuses} where ${orderStatuses.order_id} = ${orders.id} and ${orderStatuses.status} = ${ORDER_STATUS.paymentVerified})`,
  );
  if (couponId === null) return false;
  await tx
    .update(coupons)
    .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
    .where(eq(coupons.id, couponId));
  return true;
}

/** An order paid again after its use was handed back takes one again, or is refused. */
export async function retakeCouponUse(tx: Tx, orderId: number, userId: number) {
  const [order] = await tx
    .select({ coupon_id: orders.coupon_id, coupon_held: orders.coupon_held })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.coupon_id === null || order.coupon_held) return;
  await takeCouponUse(tx, order.coupon_id, userId);
  await tx.update(orders).set({ coupon_held: true }).where(eq(orders.id, orderId));
}

/**
 * A payment that arrives after the use was handed back: a paid order always counts its use.
 * `order` is the row the caller has locked, so an order without a coupon, or holding its use,
 * is seen as such without asking again (most orders carry no coupon).
 */
export async function countPaidCouponUse(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'coupon_id' | 'coupon_held'>,
) {
  if (order.coupon_id === null || order.coupon_held) return;
  const couponId = await switchCouponHeld(tx, order.id, true, sql`${orders.coupon_id} is not null`);
  if (couponId === null) return;
  await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(eq(coupons.id, couponId));
}
