import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { paymentEvents, payments, refunds } from '../../../db/schema';

export type LedgerEntry = {
  orderId: number;
  subject: 'payment' | 'refund';
  razorpayId?: string | null;
  /** What happened: 'verify', 'payment.captured', 'reconciliation', 'refund.requested'… */
  event: string;
  source: string;
  status: string;
  amountPaise?: number | null;
  note?: string | null;
};

/** Appends one gateway event to the order's payment ledger, in the caller's transaction. */
export async function recordLedgerEvent(db: Queryable, entry: LedgerEntry) {
  await db.insert(paymentEvents).values({
    order_id: entry.orderId,
    subject: entry.subject,
    razorpay_id: entry.razorpayId ?? null,
    event: entry.event,
    source: entry.source,
    status: entry.status,
    amount_paise: entry.amountPaise ?? null,
    note: entry.note ?? null,
  });
}

/** An order's payments, refunds and ledger events, each newest first. */
export async function loadLedger(db: Queryable, orderId: number) {
  const [paymentRows, refundRows, events] = await Promise.all([
    db.select().from(payments).where(eq(payments.order_id, orderId)).orderBy(desc(payments.id)),
    db.select().from(refunds).where(eq(refunds.order_id, orderId)).orderBy(desc(refunds.id)),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.order_id, orderId))
      .orderBy(desc(paymentEvents.id)),
  ]);
  return { payments: paymentRows, refunds: refundRows, events };
}
