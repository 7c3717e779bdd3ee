import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import type { Seller } from '../invoices/seller';
import { findOrderIdByGatewayOrder, markFailed, markPaid } from '../orders/payment-state';

type Entity = {
  id?: string;
  order_id?: string;
  amount?: number;
  amount_paid?: number;
  method?: string;
  error_description?: string;
};
export type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
};

const PAID_EVENTS = new Set(['payment.captured', 'payment.authorized', 'order.paid']);

async function applyEvent(db: Db, event: WebhookEvent, log: FastifyBaseLogger, seller: Seller) {
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
  };
  if (PAID_EVENTS.has(event.event)) {
    // A paid event that names no amount at all proves nothing; the reconciler asks Razorpay.
    if (report.amountPaise === undefined && report.orderAmountPaidPaise === undefined) {
      log.warn({ orderId, event: event.event }, 'paid event without an amount ignored');
      return;
    }
    const result = await markPaid(db, report, seller);
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
  seller: Seller,
) {
  const fresh = await db
    .insert(webhookEvents)
    .values({ event_id: eventId, event: event.event ?? 'unknown' })
    .onConflictDoNothing()
    .returning();
  if (fresh.length === 0) return { duplicate: true };
  try {
    await applyEvent(db, event, log, seller);
  } catch (error) {
    await db.delete(webhookEvents).where(eq(webhookEvents.event_id, eventId));
    throw error;
  }
  return { duplicate: false };
}
