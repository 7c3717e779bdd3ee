import { STOCK_HOLD_MINUTES, STOCK_HOLD_MS } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/gateway/types';
import { isSuccessfulPayment } from '../../lib/gateway/types';
import type { QueueingMailer } from '../../lib/mailer';
import type { Seller } from '../tax-documents/seller';
import { markFailed, markPaid, type OutcomeNotices } from '../orders/domain';
import { holdLapsedNotices } from '../orders/notices';
import { findStillPlaced } from '../orders/read-model';
import { findPendingRefunds } from '../refunds/read-model';
import { applyRefundOutcome, paymentIdOf, sendRefund } from '../refunds/service';

/** At most this many orders or refunds are asked about in one run. */
const BATCH = 200;

const RECONCILE_LOCK = 7_301_003;
/** An order still Placed this long is asked about at the gateway (webhooks may be late or lost). */
const ASK_AFTER_MS = 5 * 60 * 1000;

/** Whether an unpaid order's hold has run out (orders from before holds were recorded: 30 min). */
const holdLapsed = (order: { created_at: Date; hold_until: Date | null }, now: Date) =>
  (order.hold_until?.getTime() ?? order.created_at.getTime() + STOCK_HOLD_MS) < now.getTime();
/**
 * Settles orders still Placed after a few minutes: paid at the gateway → Payment Verified;
 * unpaid past their hold (`hold_until`) → Payment Failed with the stock given back, and why,
 * and the shopper is mailed a link back to the order. One instance at a time runs it
 * (advisory lock); a run that loses its lock's connection stops and fails, and the next tick
 * tries again.
 */
export async function reconcileOnce(opts: {
  database: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  seller: Seller;
  /** The mails of a payment found; without them the payment is silent (tests of one part). */
  paidNotices?: OutcomeNotices;
  /** Mails the shopper whose hold lapsed; without it the lapse is silent (tests of one part). */
  mailer?: QueueingMailer;
  publicUrl?: string;
  now?: Date;
}) {
  const { database, gateway, log, seller, paidNotices, mailer, publicUrl } = opts;
  const lapsedNotices = mailer && publicUrl ? holdLapsedNotices(mailer, publicUrl) : undefined;
  const now = opts.now ?? new Date();
  return database.tryWithLock(RECONCILE_LOCK, async (lost) => {
    const stale = await findStillPlaced(database.db, new Date(now.getTime() - ASK_AFTER_MS), BATCH);
    let paid = 0;
    let expired = 0;
    for (const order of stale) {
      // Without the lock another instance may start; this run stops and the next tick retries.
      lost.throwIfAborted();
      const payments = order.razorpay_order_id
        ? await gateway.fetchOrderPayments(order.razorpay_order_id).catch((err: unknown) => {
            log.warn({ err, orderId: order.id }, 'could not ask the gateway about an order');
            return null;
          })
        : [];
      const success = payments?.find(isSuccessfulPayment);
      if (success) {
        const result = await markPaid(
          database.db,
          {
            orderId: order.id,
            paymentId: success.id,
            amountPaise: success.amount,
            method: success.method,
            source: 'reconciler',
          },
          seller,
          paidNotices,
        );
        if (result.changed) paid++;
      } else if (payments && holdLapsed(order, now)) {
        const result = await markFailed(
          database.db,
          {
            orderId: order.id,
            source: 'reconciler',
            reason: `Not paid within ${STOCK_HOLD_MINUTES} minutes; the reserved stock was released.`,
          },
          'payment',
          lapsedNotices,
        );
        if (result.changed) expired++;
      }
    }
    if (paid || expired) log.info({ paid, expired }, 'reconciled placed orders');
    return { checked: stale.length, paid, expired };
  });
}

const REFUND_RECONCILE_LOCK = 7_301_016;
/** A refund still pending this long is asked about at the gateway (webhooks may be lost). */
const REFUND_ASK_AFTER_MS = 15 * 60 * 1000;

/**
 * Settles refunds still pending after 15 minutes: one the gateway never answered is sent
 * again with its idempotency key (so it is made at most once); one it knows is fetched, and
 * its status applied. One instance at a time runs it.
 */
export async function reconcileRefundsOnce(opts: {
  database: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  mailer: QueueingMailer;
  publicUrl: string;
  now?: Date;
}) {
  const { database, gateway, log, mailer, publicUrl } = opts;
  const now = opts.now ?? new Date();
  const ctx = { db: database.db, gateway, log, mailer, publicUrl };
  return database.tryWithLock(REFUND_RECONCILE_LOCK, async (lost) => {
    const stale = await findPendingRefunds(
      database.db,
      new Date(now.getTime() - REFUND_ASK_AFTER_MS),
      BATCH,
    );
    let settled = 0;
    for (const refund of stale) {
      lost.throwIfAborted();
      try {
        if (!refund.razorpay_refund_id) {
          const paymentId = await paymentIdOf(database.db, refund);
          if (paymentId) await sendRefund(ctx, refund, paymentId, 'reconciler');
        } else {
          const answer = await gateway.fetchRefund(refund.razorpay_refund_id);
          const { changed } = await applyRefundOutcome(ctx, refund.id, {
            status: answer.status,
            razorpayRefundId: answer.id,
            source: 'reconciler',
            event: 'reconciliation',
          });
          if (changed) settled++;
        }
      } catch (err) {
        log.warn({ err, refundId: refund.id }, 'could not ask the gateway about a refund');
      }
    }
    if (settled) log.info({ settled }, 'reconciled pending refunds');
    return { checked: stale.length, settled };
  });
}

/** Runs the reconciler every minute until stopped. */
export function startReconciler(opts: Parameters<typeof reconcileOnce>[0], intervalMs = 60_000) {
  let running = false;
  const { mailer, publicUrl } = opts;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileOnce(opts)
      .then(() =>
        mailer && publicUrl ? reconcileRefundsOnce({ ...opts, mailer, publicUrl }) : undefined,
      )
      .catch((err: unknown) =>
        isDatabaseUnavailable(err)
          ? opts.log.warn({ err }, 'reconciler stopped: database unavailable; the next run retries')
          : opts.log.error({ err }, 'reconciler failed'),
      )
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
