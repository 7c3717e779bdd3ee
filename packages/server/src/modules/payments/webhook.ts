import type { RazorpayWebhookEvent } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refunds, webhookEvents } from '../../db/schema';
import type { Seller } from '../tax-documents/seller';
import { markFailed, markPaid, type OutcomeNotices } from '../orders/domain';
import { findOrderIdByGatewayOrder } from '../orders/read-model';
import { applyRefundOutcome, type RefundsContext } from '../refunds/service';

export type WebhookEvent = RazorpayWebhookEvent;
type RefundEntity = NonNullable<
  NonNullable<NonNullable<WebhookEvent['payload']>['refund']>['entity']
>;

const REFUND_OUTCOMES: Record<string, 'processed' | 'failed'> = {
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

/** The shop's refund a refund event is about: by Razorpay's id, else (if the refund call's
 * answer was lost) the order's pending refund of that amount that has no Razorpay id yet. */
async function findRefund(db: Db, entity: RefundEntity) {
  if (!entity.id) return undefined;
  const [byId] = await db.select().from(refunds).where(eq(refunds.razorpay_refund_id, entity.id));
  if (byId) return byId;
  const orderId = Number(Array.isArray(entity.notes) ? undefined : entity.notes?.order_id);
  if (!Number.isInteger(orderId) || entity.amount === undefined) return undefined;
  const [pending] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.order_id, orderId),
        eq(refunds.status, 'pending'),
        eq(refunds.amount_paise, entity.amount),
        isNull(refunds.razorpay_refund_id),
      ),
    )
    .limit(1);
  return pending;
}

async function applyRefundEvent(
  ctx: RefundsContext,
  event: WebhookEvent,
  outcome: 'processed' | 'failed',
) {
  const entity = event.payload?.refund?.entity;
  const refund = entity && (await findRefund(ctx.db, entity));
  if (!refund) {
    ctx.log.warn({ event: event.event, refundId: entity?.id }, 'webhook for an unknown refund');
    return;
  }
  await applyRefundOutcome(ctx, refund.id, {
    status: outcome,
    razorpayRefundId: entity?.id,
    source: 'webhook',
    event: event.event!,
  });
}

const PAID_EVENTS = new Set(['payment.captured', 'payment.authorized', 'order.paid']);

async function applyEvent(
  db: Db,
  event: WebhookEvent,
  log: FastifyBaseLogger,
  settle: { seller: Seller; notices?: OutcomeNotices },
  refundsCtx?: Omit<RefundsContext, 'db' | 'log'>,
) {
  const refundOutcome = event.event ? REFUND_OUTCOMES[event.event] : undefined;
  if (refundOutcome) {
    if (refundsCtx) await applyRefundEvent({ ...refundsCtx, db, log }, event, refundOutcome);
    return;
  }
  const payment = event.payload?.payment?.entity;
  const gatewayOrder = event.payload?.order?.entity;
  const gatewayOrderId = payment?.order_id ?? gatewayOrder?.id;
  if (!event.event || !gatewayOrderId) return;
  const orderId = await findOrderIdByGatewayOrder(db, gatewayOrderId);
  if (!orderId) {
    log.warn({ event: event.event, gatewayOrderId }, 'webhook for an unknown order');
    return;
  }
  const report = {
    orderId,
    paymentId: payment?.id,
    amountPaise: payment?.amount,
    orderAmountPaidPaise: gatewayOrder?.amount_paid,
    method: payment?.method,
    source: 'webhook' as const,
    event: event.event,
  };
  if (PAID_EVENTS.has(event.event)) {
    // A paid event that names no amount at all proves nothing; the reconciler asks Razorpay.
    if (report.amountPaise === undefined && report.orderAmountPaidPaise === undefined) {
      log.warn({ orderId, event: event.event }, 'paid event without an amount ignored');
      return;
    }
    const result = await markPaid(db, report, settle.seller, settle.notices);
    if (result.amountMismatch)
      log.error(
        { orderId, amount: payment?.amount },
        'payment amount does not match the order total',
      );
  } else if (event.event === 'payment.failed') {
    await markFailed(db, {
      ...report,
      reason: payment?.error_description ?? 'Payment failed at the gateway.',
    });
  }
}

/**
 * Applies one webhook delivery at most once: its event id is recorded before the work and
 * removed again if the work fails, so that Razorpay's retry gets another chance. The state
 * machine is idempotent too, so even a race between two deliveries changes nothing twice.
 */
export async function handleWebhook(
  db: Db,
  eventId: string,
  event: WebhookEvent,
  log: FastifyBaseLogger,
  settle: { seller: Seller; notices?: OutcomeNotices },
  refundsCtx?: Omit<RefundsContext, 'db' | 'log'>,
) {
  const fresh = await db
    .insert(webhookEvents)
    .values({ event_id: eventId, event: event.event ?? 'unknown' })
    .onConflictDoNothing()
    .returning();
  if (fresh.length === 0) return { duplicate: true };
  try {
    await applyEvent(db, event, log, settle, refundsCtx);
  } catch (error) {
    await db.delete(webhookEvents).where(eq(webhookEvents.event_id, eventId));
    throw error;
  }
  return { duplicate: false };
}
