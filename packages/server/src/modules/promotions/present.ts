import { paiseToRupees, type AppliedCoupon, type Coupon } from '@shop/shared';
import type { CouponRow } from '../../db/schema';
import type { CouponWithTotals } from './repo';

const couponValue = (row: CouponRow) =>
  row.kind === 'fixed' ? paiseToRupees(row.value) : row.kind === 'percent' ? row.value : 0;

const maxDiscount = (row: CouponRow) =>
  row.max_discount_paise === null ? null : paiseToRupees(row.max_discount_paise);

export const presentCoupon = (row: CouponWithTotals): Coupon => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  value: couponValue(row),
  max_discount: maxDiscount(row),
  min_order: paiseToRupees(row.min_order_paise),
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  usage_limit: row.usage_limit,
  per_customer_limit: row.per_customer_limit,
  first_order_only: row.first_order_only,
  category_ids: row.category_ids,
  is_active: row.is_active,
  used: row.used,
  discount_given: paiseToRupees(row.discount_given_paise),
  revenue: paiseToRupees(row.revenue_paise),
});

/** What a shopper applying the code learns of it. */
export const presentAppliedCoupon = (row: CouponRow): AppliedCoupon => ({
  code: row.code,
  description: row.description,
  kind: row.kind,
  value: couponValue(row),
  max_discount: maxDiscount(row),
  category_ids: row.category_ids,
});
