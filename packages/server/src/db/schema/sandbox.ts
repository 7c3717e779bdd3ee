import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
  created_at: createdAt(),
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
    created_at: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.order_id)],
);

/** The sandbox's refunds, as Razorpay keeps them: processed at once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    payment_id: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    idempotency_key: text('idempotency_key').unique(),
    notes: jsonb('notes').$type<Record<string, string>>(),
    created_at: createdAt(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.payment_id)],
);
