import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from './columns';
import { orders } from './orders';

/** What a queued mail carries besides its address and subject; attachments in base64. */
export type QueuedMailBody = {
  text: string;
  html: string;
  links?: string[];
  attachments?: { filename: string; content_base64: string; contentType: string }[];
  /** The order whose invoice PDF is attached when the mail is sent. */
  invoice_of_order?: number;
};

/**
 * Every outgoing mail, written in the transaction of the change that causes it and sent by
 * the mail sender: `leased_until` while one instance is sending it, `sent_at` once sent,
 * `given_up_at` after days of failures.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: jsonb('body').$type<QueuedMailBody>().notNull(),
    created_at: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    leased_until: timestamptz('leased_until'),
    last_attempt_at: timestamptz('last_attempt_at'),
    last_error: text('last_error'),
    sent_at: timestamptz('sent_at'),
    given_up_at: timestamptz('given_up_at'),
  },
  (t) => [
    index('mail_outbox_waiting_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null and ${t.given_up_at} is null`),
    index('mail_outbox_order_idx').on(t.order_id),
  ],
);

/**
 * The scheduler's jobs, one row each: the instance that leases a due job runs it; a lease
 * that runs out (the instance died midway) lets another pick it up again.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  next_run_at: timestamptz('next_run_at').notNull().defaultNow(),
  leased_until: timestamptz('leased_until'),
  last_started_at: timestamptz('last_started_at'),
  last_finished_at: timestamptz('last_finished_at'),
  last_error: text('last_error'),
});
