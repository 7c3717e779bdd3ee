import { z } from 'zod';
import { recordId, rupees } from './common';

const couponKind = z.enum(['percent', 'fixed', 'free_delivery']);

/**
 * A coupon as staff see it. `value` is a percentage for `percent`, rupees for `fixed`, 0 for
 * `free_delivery`; `starts_at`/`ends_at` are ISO instants (a date's bounds in India time).
 * `used` counts the orders holding it (paid ones and unpaid ones still holding a use);
 * `discount_given` and `revenue` (what those orders paid or will pay) are in rupees.
 */
const couponSchema = z.strictObject({
  id: recordId,
  code: z.string(),
  description: z.string(),
  kind: couponKind,
  value: z.number(),
  max_discount: rupees.nullable(),
  min_order: rupees,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int(),
  first_order_only: z.boolean(),
  category_ids: z.array(recordId),
  is_active: z.boolean(),
  used: z.number().int(),
  discount_given: rupees,
  revenue: rupees,
});
export type Coupon = z.infer<typeof couponSchema>;

/** `GET /api/coupons`. */
export const couponListResponse = z.strictObject({ coupons: z.array(couponSchema) });
export type CouponListResponse = z.infer<typeof couponListResponse>;

/** Create, update, activate and deactivate. */
export const couponResponse = z.strictObject({ coupon: couponSchema });
export type CouponResponse = z.infer<typeof couponResponse>;

/** What a shopper learns of a coupon they apply. */
const appliedCouponSchema = z.strictObject({
  code: z.string(),
  description: z.string(),
  kind: couponKind,
  value: z.number(),
  max_discount: rupees.nullable(),
  category_ids: z.array(recordId),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/**
 * `POST /api/coupons/apply`: the saving on the items of that order in rupees (0 for free
 * delivery, which says `free_delivery: true`).
 */
export const couponApplyResponse = z.strictObject({
  coupon: appliedCouponSchema,
  discount: rupees,
  free_delivery: z.boolean(),
});
export type CouponApplyResponse = z.infer<typeof couponApplyResponse>;
