import { formatRupees, ORDER_STATUS, paiseToRupees } from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  cartItems,
  orderProducts,
  orderStatuses,
  payments,
  type OrderRow,
} from '../../../db/schema';
import { issueInvoice } from '../../invoices/issue';
import type { Mail, QueueingMailer } from '../../../lib/mailer';
import type { Seller } from '../../tax-documents/seller';
import { recordLedgerEvent } from './ledger';
import { audit, PAYMENT_PROVIDER_ACTOR, SYSTEM_ACTOR } from '../../../lib/audit';
import { applyMove, lockOrder, noteOnHistory, planMove, type StatusMove } from './status';
import { releaseStock, reserveAgain } from './stock';
import { orderTotalPaise } from '../../pricing/order-total';
import { countPaidCouponUse } from './coupon-use';

/**
 * One idempotent state machine for payment truth, fed by verify-payment, the webhook, the
 * browser's failure report and the reconciler. Each change locks the order row first, so two
 * reports of the same payment arriving together apply once; and a paid order never moves back.
 */

export type PaymentReport = {
  orderId: number;
  paymentId?: string;
  amountPaise?: number;
  /** What the gateway's order says was paid (a webhook's order entity), checked as well. */
  orderAmountPaidPaise?: number;
  method?: string | null;
  source: 'checkout' | 'webhook' | 'reconciler';
  /** For the payment ledger: the webhook's event name; else named after the source. */
  event?: string;
  reason?: string;
};

/**
 * A status move made without a person behind it is recorded with what made it: the payment
 * provider's webhook, or the reconciler (`system`). The shopper's own checkout is not staff work.
 */
async function auditMove(tx: Tx, report: PaymentReport, move: StatusMove) {
  const actor = { webhook: PAYMENT_PROVIDER_ACTOR, reconciler: SYSTEM_ACTOR, checkout: null }[
    report.source
  ];
  if (!actor) return;
  await audit(tx, actor, {
    action: 'order.status',
    target: { type: 'order', id: move.orderId },
    changes: { status: { from: move.from ?? null, to: move.to } },
  });
}

const ledgerEventName = (report: PaymentReport, status: string) =>
  report.event ??
  {
    checkout: status === 'failed' ? 'checkout.failed' : 'verify',
    webhook: 'webhook',
    reconciler: 'reconciliation',
  }[report.source];

async function recordPayment(tx: Tx, report: PaymentReport, status: string, amountPaise: number) {
  if (!report.paymentId) return;
  const [saved] = await tx
    .insert(payments)
    .values({
      order_id: report.orderId,
      razorpay_payment_id: report.paymentId,
      status,
      amount_paise: report.amountPaise ?? amountPaise,
      method: report.method ?? null,
      error_description: status === 'failed' ? (report.reason ?? null) : null,
    })
    .onConflictDoUpdate({
      target: payments.razorpay_payment_id,
      set: { status, updated_at: new Date() },
      // A late "failed" report never overwrites a payment already captured.
      setWhere: status === 'failed' ? sql`${payments.status} <> 'captured'` : undefined,
    })
    // A statement's own subquery reads the table as it was before the statement: the status
    // the payment had, or null for a new one.
    .returning({
      before: sql<
        string | null
      >`(select p.status from ${payments} p where p.razorpay_payment_id = ${report.paymentId})`,
    });
  // The ledger keeps each event that changed the payment; repeats change nothing, and a late
  // "failed" for a captured payment saved nothing.
  if (saved && saved.before !== status)
    await recordLedgerEvent(tx, {
      orderId: report.orderId,
      subject: 'payment',
      razorpayId: report.paymentId,
      event: ledgerEventName(report, status),
      source: report.source,
      status,
      amountPaise: report.amountPaise ?? amountPaise,
      note: status === 'failed' ? (report.reason ?? null) : (report.method ?? null),
    });
}

/**
 * Puts a payment of the wrong amount where staff look: a payment row marked
 * `amount_mismatch` and a note on the order's status history (its status unchanged), once.
 */
async function recordMismatch(
  tx: Tx,
  report: PaymentReport,
  paidPaise: number,
  totalPaise: number,
) {
  const note = `Payment ${report.paymentId ?? '(no payment id)'} of ${formatRupees(paiseToRupees(paidPaise))} does not match the order total ${formatRupees(paiseToRupees(totalPaise))}: check it with Razorpay, then refund or settle with the shopper.`;
  if (report.paymentId) {
    await tx
      .insert(payments)
      .values({
        order_id: report.orderId,
        razorpay_payment_id: report.paymentId,
        status: 'amount_mismatch',
        amount_paise: paidPaise,
        method: report.method ?? null,
        error_description: note,
      })
      .onConflictDoNothing();
  }
  const [noted] = await tx
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .where(and(eq(orderStatuses.order_id, report.orderId), eq(orderStatuses.note, note)))
    .limit(1);
  if (!noted) await noteOnHistory(tx, report.orderId, note);
}

/**
 * The mails a payment's outcome sends (the confirmation of a paid order, the notice of a lapsed
 * hold), read and queued through `mailer` in the transaction that records the outcome, so they
 * exist exactly when it does and go once however many reports of it arrive.
 */
export type OutcomeNotices = {
  mailer: QueueingMailer;
  /** `order` is the row as locked before the change: what it was placed with. */
  mails(tx: Tx, order: OrderRow): Promise<Mail[]>;
};

/** What settling a report did; `order` is the locked row of an order it changed. */
type Settled = { changed: boolean; order?: OrderRow };

/** Runs `settle` in one transaction with the `notices` of the change it made, if it made one. */
function settleWith<T extends Settled>(
  db: Db,
  notices: OutcomeNotices | undefined,
  settle: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!notices) return db.transaction(settle);
  return notices.mailer.transaction(async (tx, queue) => {
    const result = await settle(tx);
    if (result.changed && result.order)
      for (const mail of await notices.mails(tx, result.order)) await queue(mail);
    return result;
  });
}

/**
 * Payment Verified, once: later reports of the same payment change nothing. The order's tax
 * invoice is issued, and its `notices` queued, in the same transaction, so it is paid,
 * invoiced and announced together, once. Without `notices` (tests of one part) it is silent.
 */
export function markPaid(
  db: Db,
  report: PaymentReport,
  seller: Seller,
  notices?: OutcomeNotices,
): Promise<Settled & { amountMismatch?: boolean }> {
  return settleWith(db, notices, (tx) => settlePaid(tx, report, seller));
}

async function settlePaid(
  tx: Tx,
  report: PaymentReport,
  seller: Seller,
): Promise<Settled & { amountMismatch?: boolean }> {
  const order = await lockOrder(tx, report.orderId);
  if (!order) return { changed: false };
  const total = orderTotalPaise(order);
  // Money that is not the order's total is not this order's payment: left for a person.
  const wrong = [report.amountPaise, report.orderAmountPaidPaise].find(
    (amount) => amount !== undefined && amount !== total,
  );
  if (wrong !== undefined) {
    await recordMismatch(tx, report, wrong, total);
    return { changed: false, amountMismatch: true };
  }
  await recordPayment(tx, report, 'captured', total);
  // Not when paid already, or cancelled by staff (a payment arriving then is refunded).
  const move = planMove(order, 'payment', ORDER_STATUS.paymentVerified);
  if (!move.allowed) return { changed: false };
  let note = `Confirmed by ${report.source}.`;
  if (order.stock_released_at && (await reserveAgain(tx, order.id))) {
    note += ' Paid after the reservation lapsed and stock is short: refund or restock.';
  }
  await countPaidCouponUse(tx, order);
  await applyMove(tx, move, { note });
  await auditMove(tx, report, move);
  await issueInvoice(tx, order, seller);
  // What the order bought leaves the shopper's cart, whichever report of the payment came first.
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.user_id, order.user_id),
        inArray(
          cartItems.product_id,
          tx
            .select({ id: orderProducts.product_id })
            .from(orderProducts)
            .where(eq(orderProducts.order_id, order.id)),
        ),
      ),
    );
  return { changed: true, order };
}

/**
 * Payment Failed, from Placed only (the transition table, for the provider or the shopper's
 * own checkout); the reserved stock goes back. A later authorisation of the same order can
 * still mark it paid (late authorisation).
 */
export function markFailed(
  db: Db,
  report: PaymentReport,
  actor: 'payment' | 'shopper' = 'payment',
  notices?: OutcomeNotices,
): Promise<Settled> {
  return settleWith(db, notices, async (tx) => {
    const order = await lockOrder(tx, report.orderId);
    if (!order) return { changed: false };
    await recordPayment(tx, report, 'failed', 0);
    const move = planMove(order, actor, ORDER_STATUS.paymentFailed);
    if (!move.allowed) return { changed: false };
    await releaseStock(tx, order.id);
    await applyMove(tx, move, { note: report.reason ?? `Reported by ${report.source}.` });
    await auditMove(tx, report, move);
    return { changed: true, order };
  });
}
