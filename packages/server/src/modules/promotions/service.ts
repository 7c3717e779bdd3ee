import {
  eligibleItemsPaise,
  formatPaise,
  messages,
  ORDER_STATUS,
  rupeesToPaise,
  type CouponBody,
  type CouponTerms,
} from '@shop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { coupons, orders, orderStatuses, type CouponRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { usesByShopper } from '../orders/domain/coupon-use';
import type { QuoteLine } from '../pricing/quote';
import { findCouponByCode, listCoupons } from './repo';
import { audit, type AuditActor, auditCreated, auditUpdated } from '../../lib/audit';
import { presentCoupon } from './present';

const M = messages.promotions;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date is a whole day in India time: from its first moment, to its last (inclusive). */
const startOf = (value: string) =>
  new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000+05:30` : value);
const endOf = (value: string) =>
  new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999+05:30` : value);

const couponColumns = (body: CouponBody) => ({
  code: body.code,
  description: body.description,
  kind: body.kind,
  value:
    body.kind === 'percent'
      ? (body.value ?? 0)
      : body.kind === 'fixed'
        ? rupeesToPaise(body.value ?? 0)
        : 0,
  max_discount_paise:
    body.kind === 'percent' && body.max_discount ? rupeesToPaise(body.max_discount) : null,
  min_order_paise: rupeesToPaise(body.min_order ?? 0),
  starts_at: body.starts_at ? startOf(body.starts_at) : null,
  ends_at: body.ends_at ? endOf(body.ends_at) : null,
  usage_limit: body.usage_limit ?? null,
  per_customer_limit: body.per_customer_limit,
  first_order_only: body.first_order_only,
  category_ids: body.kind === 'free_delivery' ? [] : body.category_ids,
  is_active: body.is_active,
});

async function loadCoupon(db: Queryable, id: number) {
  const [row] = await listCoupons(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

const couponTarget = (id: number) => ({ type: 'coupon', id });

export async function createCoupon(db: Db, body: CouponBody, who: AuditActor) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(coupons).values(couponColumns(body)).returning();
    await auditCreated(tx, who, couponTarget(row!.id), { ...body });
    return row!.id;
  });
  return loadCoupon(db, id);
}

export async function updateCoupon(db: Db, id: number, body: CouponBody, who: AuditActor) {
  await db.transaction(async (tx) => {
    const before = presentCoupon(await loadCoupon(tx, id));
    await tx
      .update(coupons)
      .set({ ...couponColumns(body), updated_at: new Date() })
      .where(eq(coupons.id, id));
    await auditUpdated(tx, who, couponTarget(id), before, presentCoupon(await loadCoupon(tx, id)));
  });
  return loadCoupon(db, id);
}

export async function setCouponActive(db: Db, id: number, active: boolean, who: AuditActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ is_active: active, updated_at: new Date() })
      .where(eq(coupons.id, id))
      .returning({ id: coupons.id });
    if (!row) throw notFound(M.notFound);
    await audit(tx, who, {
      action: active ? 'coupon.activate' : 'coupon.deactivate',
      target: couponTarget(id),
    });
  });
  return loadCoupon(db, id);
}

/** The coupon as the shared pricing module takes it. */
export const couponTerms = (row: CouponRow): CouponTerms => ({
  kind: row.kind,
  value: row.value,
  maxDiscountPaise: row.max_discount_paise,
  categoryIds: row.category_ids,
});

/** An active coupon with this code, or 404 "not valid". */
export async function findUsableCoupon(db: Queryable, code: string) {
  const row = await findCouponByCode(db, code);
  if (!row || !row.is_active) throw notFound(M.couponInvalid);
  return row;
}

/**
 * Whether the shopper has paid for an order: online when its payment was verified, in cash on
 * delivery when it was delivered (the cash collected at the door).
 */
async function hasPaidOrder(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.order_id, orders.id))
    .where(
      and(
        eq(orders.user_id, userId),
        inArray(orderStatuses.status, [ORDER_STATUS.paymentVerified, ORDER_STATUS.delivered]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the coupon may be used by this shopper on these lines now; the refusal says why.
 * `itemsBeforeDiscount` is the items' price with GST, which `min_order` is checked against.
 */
export async function assertCouponApplies(
  db: Queryable,
  row: CouponRow,
  userId: number,
  lines: readonly QuoteLine[],
  itemsBeforeDiscount: number,
  now = new Date(),
) {
  if (row.starts_at && now < row.starts_at) throw conflict(M.couponNotYet);
  if (row.ends_at && now > row.ends_at) throw conflict(M.couponExpired);
  if (row.usage_limit !== null && row.used >= row.usage_limit) throw conflict(M.couponUsedUp);
  if ((await usesByShopper(db, row.id, userId)) >= row.per_customer_limit)
    throw conflict(M.couponAlreadyUsed);
  if (row.first_order_only && (await hasPaidOrder(db, userId))) throw conflict(M.couponFirstOrder);
  if (
    row.kind !== 'free_delivery' &&
    eligibleItemsPaise(
      couponTerms(row),
      lines.map((line) => line.priced),
    ) === 0
  )
    throw conflict(M.couponNoProducts);
  if (itemsBeforeDiscount < row.min_order_paise)
    throw conflict(M.couponMinOrder(formatPaise(row.min_order_paise - itemsBeforeDiscount)));
}
