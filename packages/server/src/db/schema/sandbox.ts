import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The built-in sandbox gateway's own records, standing in for Razorpay's side of a payment.
 * They live in the database (not in memory) so that a restart, a second instance and the
 * reconciliation job see the same orders and payments, as they would at Razorpay.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  status: text('status').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    order_id: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    error_description: text('error_description'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.order_id)],
);
