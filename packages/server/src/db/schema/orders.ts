import { relations, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { coupons } from './promotions';
import { addressColumns } from './shopping';
import { users } from './users';
import { serialId, timestamptz, createdAt, updatedAt, requiredRef } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    user_id: requiredRef('user_id', () => users.id, 'restrict'),
    // A snapshot of the delivery address as it was when the order was placed.
    ...addressColumns(),
    amount_paise: integer('amount_paise').notNull(),
    gst_paise: integer('gst_paise').notNull(),
    delivery_charge_paise: integer('delivery_charge_paise').notNull(),
    payment_gateway_charge_paise: integer('payment_gateway_charge_paise').notNull(),
    razorpay_order_id: text('razorpay_order_id').unique(),
    // Set when reserved stock was given back (payment failed or never came).
    stock_released_at: timestamptz('stock_released_at'),
    // Until when an unpaid order holds its stock; renewed once (`hold_renewed_at`) on a retry.
    hold_until: timestamptz('hold_until'),
    hold_renewed_at: timestamptz('hold_renewed_at'),
    created_at: createdAt(),
    // The coupon the order was placed with, what it saved, and whether it still holds a use.
    coupon_id: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    coupon_code: text('coupon_code'),
    discount_paise: integer('discount_paise').notNull().default(0),
    coupon_held: boolean('coupon_held').notNull().default(false),
    // The newest history row's status, kept by a trigger on order_statuses (migration 0021);
    // read by the dashboard's counts, written by nothing else.
    current_status: text('current_status'),
    // 'online' or 'cod' (cash on delivery); a COD order's fee is in payment_gateway_charge_paise.
    payment_method: text('payment_method').$type<'online' | 'cod'>().notNull().default('online'),
    // A COD order's confirmation link: the hash of its single-use token, and until when it works
    // (the token is cleared once used; the time stays for the expiry job to read).
    cod_token_hash: text('cod_token_hash'),
    cod_confirm_until: timestamptz('cod_confirm_until'),
  },
  (t) => [
    check(
      'orders_money_check',
      sql`${t.amount_paise} >= 0 and ${t.gst_paise} >= 0 and ${t.delivery_charge_paise} >= 0 and ${t.payment_gateway_charge_paise} >= 0`,
    ),
    index('orders_user_idx').on(t.user_id, t.created_at),
    index('orders_created_at_idx').on(t.created_at),
    index('orders_coupon_idx')
      .on(t.coupon_id)
      .where(sql`${t.coupon_id} is not null`),
    check('orders_payment_method_check', sql`${t.payment_method} in ('online', 'cod')`),
    index('orders_cod_waiting_idx')
      .on(t.cod_confirm_until)
      .where(sql`${t.payment_method} = 'cod' and ${t.cod_confirm_until} is not null`),
    index('orders_open_status_idx')
      .on(t.current_status, t.created_at)
      .where(sql`${t.current_status} in ('Placed', 'Payment Verified', 'Packed')`),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'cascade'),
    product_id: requiredRef('product_id', () => products.id, 'restrict'),
    qty: integer('qty').notNull(),
    // Line figures at the time of the order: rate × qty and GST × qty.
    amount_paise: integer('amount_paise').notNull(),
    gst_paise: integer('gst_paise').notNull(),
    // The category's GST rate and HSN code when the order was placed, for its tax invoice.
    gst_percent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsn_code: text('hsn_code'),
    // The line's share of the order's discount: its taxable part and its tax part.
    discount_paise: integer('discount_paise').notNull().default(0),
    discount_gst_paise: integer('discount_gst_paise').notNull().default(0),
  },
  (t) => [
    check('order_products_qty_check', sql`${t.qty} >= 1`),
    index('order_products_order_idx').on(t.order_id),
    index('order_products_product_idx').on(t.product_id),
  ],
);

/** Append-only history; the newest row is the order's current status. */
export const orderStatuses = pgTable(
  'order_statuses',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'cascade'),
    status: text('status').notNull(),
    note: text('note'),
    tracking_number: text('tracking_number'),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('order_statuses_order_idx').on(t.order_id, t.id)],
);

export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'restrict'),
    razorpay_payment_id: text('razorpay_payment_id').notNull().unique(),
    status: text('status').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    method: text('method'),
    error_description: text('error_description'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.order_id)],
);

/** Webhook deliveries already handled, keyed by Razorpay's event id, so a replay is harmless. */
export const webhookEvents = pgTable('webhook_events', {
  event_id: text('event_id').primaryKey(),
  event: text('event').notNull(),
  received_at: timestamptz('received_at').notNull().defaultNow(),
});

/** Jobs that run once a day across all instances: the day each last ran (India time). */
export const dailyJobs = pgTable('daily_jobs', {
  name: text('name').primaryKey(),
  last_run_on: date('last_run_on', { mode: 'string' }).notNull(),
});

export const ordersRelations = relations(orders, ({ many, one }) => ({
  user: one(users, { fields: [orders.user_id], references: [users.id] }),
  items: many(orderProducts),
  statuses: many(orderStatuses),
  payments: many(payments),
}));

export const orderProductsRelations = relations(orderProducts, ({ one }) => ({
  order: one(orders, { fields: [orderProducts.order_id], references: [orders.id] }),
  product: one(products, { fields: [orderProducts.product_id], references: [products.id] }),
}));

export const orderStatusesRelations = relations(orderStatuses, ({ one }) => ({
  order: one(orders, { fields: [orderStatuses.order_id], references: [orders.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.order_id], references: [orders.id] }),
}));

export type OrderRow = typeof orders.$inferSelect;
