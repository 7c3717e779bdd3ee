import { z } from 'zod';
import { messages } from '../messages';
import { MAX_INT, MAX_RUPEES, numberField, positiveInt, text, TEXT_LIMITS } from './common';

export const COUPON_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

const COUPON_CODE_PATTERN = /^[A-Za-z0-9-]{3,20}$/;
const MAX_COUPON_PERCENT = 90;

const M = messages.promotions;

/** A code as a shopper or staff types it: spaces around it dropped; matched ignoring case. */
export const couponCode = z
  .string({ error: M.codeInvalid })
  .trim()
  .regex(COUPON_CODE_PATTERN, M.codeInvalid);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** `YYYY-MM-DD` (India time) or an ISO date-time; blank or null means no bound. */
const couponDate = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: M.dateInvalid })
    .trim()
    .refine(
      (value) =>
        DATE_ONLY.test(value)
          ? !Number.isNaN(Date.parse(`${value}T00:00:00+05:30`))
          : /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
      M.dateInvalid,
    )
    .nullable()
    .optional(),
);

const optionalRupees = (message: string) =>
  numberField(z.number({ error: message }).min(0, message).max(MAX_RUPEES, message).nullish());

/** `POST /api/coupons` and `PUT /api/coupons/{id}`. */
export const couponBody = z
  .object({
    code: couponCode,
    description: text('description', { max: TEXT_LIMITS.long, tooLong: M.descriptionInvalid })
      .optional()
      .transform((value) => value ?? ''),
    kind: z.enum(COUPON_KINDS, { error: M.kindInvalid }),
    /** A percentage (1–90) for `percent`, rupees for `fixed`, ignored for `free_delivery`. */
    value: numberField(z.number({ error: M.valueInvalid }).min(0, M.valueInvalid).optional()),
    max_discount: optionalRupees(M.maxDiscountInvalid),
    min_order: optionalRupees(M.minOrderInvalid),
    starts_at: couponDate,
    ends_at: couponDate,
    usage_limit: numberField(
      z
        .number({ error: M.usageLimitInvalid })
        .int(M.usageLimitInvalid)
        .min(1, M.usageLimitInvalid)
        .max(MAX_INT, M.usageLimitInvalid)
        .nullish(),
    ),
    per_customer_limit: numberField(
      z
        .number({ error: M.perCustomerLimitInvalid })
        .int(M.perCustomerLimitInvalid)
        .min(1, M.perCustomerLimitInvalid)
        .max(MAX_INT, M.perCustomerLimitInvalid)
        .default(1),
    ),
    first_order_only: z.boolean({ error: M.firstOrderInvalid }).default(false),
    category_ids: z
      .array(z.number().int().positive().max(MAX_INT), { error: M.categoriesInvalid })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    is_active: z.boolean({ error: M.activeInvalid }).default(true),
  })
  .superRefine((body, ctx) => {
    const value = body.value ?? 0;
    if (
      body.kind === 'percent' &&
      !(Number.isInteger(value) && value >= 1 && value <= MAX_COUPON_PERCENT)
    )
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentInvalid });
    if (body.kind === 'fixed' && !(value > 0 && value <= MAX_RUPEES))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.valueInvalid });
    if (body.starts_at && body.ends_at && body.ends_at < body.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: M.endsBeforeStart });
  });
export type CouponBody = z.infer<typeof couponBody>;

/** `POST /api/coupons/apply`: the code for the order the summary shows (null: the cart). */
export const couponApplyBody = z.object({
  // Any text: a code that is not one of the shop's is refused as not valid, whatever its form.
  code: z.string({ error: M.couponInvalid }).trim().max(40, M.couponInvalid),
  product_id: positiveInt(messages.cart.productRequired).nullable().default(null),
  qty: positiveInt(messages.cart.qtyAtLeastOne).optional(),
});
export type CouponApplyBody = z.infer<typeof couponApplyBody>;
