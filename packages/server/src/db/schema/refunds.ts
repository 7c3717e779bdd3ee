import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices, type StoredTaxLine } from './invoices';
import { orders, payments } from './orders';
import { users } from './users';
import {
  serialId,
  timestamptz,
  createdAt,
  updatedAt,
  requiredRef,
  documentNumberColumns,
  gstTotalColumns,
} from './columns';

export type RefundStatus = 'pending' | 'processed' | 'failed';

/**
 * Money given back on a captured payment. A row is written (pending) before Razorpay is
 * asked, under the order's row lock, so the amount is reserved and parallel requests cannot
 * refund more than was paid; a failed refund frees its amount again.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'restrict'),
    payment_id: requiredRef('payment_id', () => payments.id, 'restrict'),
    amount_paise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    // Null until Razorpay has answered the refund call.
    razorpay_refund_id: text('razorpay_refund_id').unique(),
    // Sent as X-Refund-Idempotency, so a repeated call never refunds twice.
    idempotency_key: text('idempotency_key').notNull().unique(),
    failure_reason: text('failure_reason'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    processed_at: timestamptz('processed_at'),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount_paise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    index('refunds_order_idx').on(t.order_id),
    index('refunds_pending_idx').on(t.status, t.created_at),
    index('refunds_processed_at_idx')
      .on(t.processed_at)
      .where(sql`${t.status} = 'processed'`),
    // The dashboard's failed refunds not followed by another try.
    index('refunds_to_watch_idx')
      .on(t.order_id, t.id)
      .where(sql`${t.status} in ('pending', 'failed')`),
  ],
);

/**
 * The payment ledger: every gateway event that changed a payment or a refund of an order
 * (the checkout's verify call, a webhook, the reconciler, a staff refund), append-only.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'cascade'),
    subject: text('subject').$type<'payment' | 'refund'>().notNull(),
    // The Razorpay payment or refund id, when known.
    razorpay_id: text('razorpay_id'),
    // 'verify', 'payment.captured', 'refund.processed', 'reconciliation', 'refund.requested'…
    event: text('event').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    amount_paise: integer('amount_paise'),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [index('payment_events_order_idx').on(t.order_id, t.id)],
);

/** One line of a credit note: the part of an invoice line given back. */
export type StoredCreditNoteLine = StoredTaxLine;

/**
 * GST credit notes, one per processed refund, against the order's invoice. Written once in
 * the transaction that marks the refund processed, numbered in the 'CN' series, never updated.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'restrict'),
    invoice_id: requiredRef('invoice_id', () => invoices.id, 'restrict'),
    // None for the note of a returned cash on delivery order (one per order, nothing refunded).
    refund_id: integer('refund_id')
      .references(() => refunds.id, { onDelete: 'restrict' })
      .unique(),
    ...documentNumberColumns(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<StoredCreditNoteLine[]>().notNull(),
    ...gstTotalColumns(),
  },
  (t) => [
    index('credit_notes_order_idx').on(t.order_id),
    index('credit_notes_issued_at_idx').on(t.issued_at),
    uniqueIndex('credit_notes_return_idx')
      .on(t.order_id)
      .where(sql`${t.refund_id} is null`),
  ],
);

export const refundsRelations = relations(refunds, ({ one }) => ({
  order: one(orders, { fields: [refunds.order_id], references: [orders.id] }),
  payment: one(payments, { fields: [refunds.payment_id], references: [payments.id] }),
}));

export type RefundRow = typeof refunds.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
