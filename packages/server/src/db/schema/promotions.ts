import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from './columns';

export const COUPON_KINDS = ['percent', 'fixed', 'free_delivery'] as const;

/**
 * Coupon codes run by staff. `value` is a percentage for `percent`, paise for `fixed`, 0 for
 * `free_delivery`. `used` counts the orders holding a use (docs/decisions/028).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: integer('value').notNull().default(0),
    max_discount_paise: integer('max_discount_paise'),
    min_order_paise: integer('min_order_paise').notNull().default(0),
    starts_at: timestamptz('starts_at'),
    ends_at: timestamptz('ends_at'),
    usage_limit: integer('usage_limit'),
    per_customer_limit: integer('per_customer_limit').notNull().default(1),
    first_order_only: boolean('first_order_only').notNull().default(false),
    category_ids: jsonb('category_ids').$type<number[]>().notNull().default([]),
    is_active: boolean('is_active').notNull().default(true),
    used: integer('used').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed', 'free_delivery')`),
    check('coupons_value_check', sql`${t.value} >= 0`),
    check('coupons_used_check', sql`${t.used} >= 0`),
    check(
      'coupons_limits_check',
      sql`(${t.usage_limit} is null or ${t.usage_limit} >= 1) and ${t.per_customer_limit} >= 1 and ${t.min_order_paise} >= 0 and (${t.max_discount_paise} is null or ${t.max_discount_paise} >= 0)`,
    ),
    check('coupons_category_ids_check', sql`jsonb_typeof(${t.category_ids}) = 'array'`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
