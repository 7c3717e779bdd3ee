import { randomUUID } from 'node:crypto';
import {
  paiseToRupees,
  formatPaise,
  messages,
  refundMessages,
  ORDER_STATUS,
  REFUND_MIN_PAISE,
  rupeesToPaise,
  type RefundBody,
} from '@shop/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  orders,
  payments,
  refunds,
  users,
  type RefundRow,
  type RefundStatus,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit, PAYMENT_PROVIDER_ACTOR, SYSTEM_ACTOR, type AuditActor } from '../../lib/audit';
import { GatewayError, type PaymentGateway } from '../../lib/gateway/types';
import type { Mail, QueueingMailer } from '../../lib/mailer';
import type { SessionUser } from '../../plugins/auth';
import { refundProcessedMail } from '../mail/templates';
import { applyCancellation, lockOrder, planMove } from '../orders/domain';
import { queueCancellation } from '../orders/notices';
import { issueCreditNote } from './credit-notes';
import { creditNoteAttachment } from './credit-note-pdf';
import { recordLedgerEvent } from '../orders/domain/ledger';

export type RefundsContext = {
  db: Db;
  gateway: PaymentGateway;
  mailer: QueueingMailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** The order's captured payment, the one refunds are made on. */
const capturedPayment = async (tx: Tx, orderId: number) =>
  (
    await tx
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, orderId), eq(payments.status, 'captured')))
      .orderBy(desc(payments.id))
      .limit(1)
  )[0];

/** Paise of a payment already refunded or on its way back; a failed refund frees its amount. */
async function reservedPaise(tx: Tx, paymentId: number) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount_paise}), 0)` })
    .from(refunds)
    .where(
      and(eq(refunds.payment_id, paymentId), inArray(refunds.status, ['pending', 'processed'])),
    );
  return Number(row?.total ?? 0);
}

/**
 * Records a pending refund under the order's row lock, so ten requests at once for the whole
 * amount leave exactly one refund and nine 409s naming what is left. With `cancel`, the order
 * is cancelled and its stock returned in the same transaction.
 */
async function reserveRefund(
  ctx: RefundsContext,
  actor: SessionUser,
  orderId: number,
  body: RefundBody,
  who: AuditActor,
): Promise<{ refund: RefundRow; paymentId: string; cancelled: boolean }> {
  // The refund, a cancellation with it, and the mail telling of that are committed together.
  return ctx.mailer.transaction(async (tx, queue) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(messages.errors.orderNotFound);
    const payment = await capturedPayment(tx, orderId);
    if (!payment) throw conflict(refundMessages.noPayment);
    // Cancelling is the staff's move of the transition table; an order cancelled already stays so.
    const cancel = planMove(order, 'staff', ORDER_STATUS.cancelled);
    const cancelling = body.cancel && cancel.from !== ORDER_STATUS.cancelled;
    if (cancelling && !cancel.allowed)
      throw conflict(refundMessages.cannotCancel(cancel.from ?? messages.orders.noStatus));
    const refundable = payment.amount_paise - (await reservedPaise(tx, payment.id));
    const amount = body.amount === undefined ? refundable : rupeesToPaise(body.amount);
    if (refundable <= 0 || amount > refundable)
      throw conflict(refundMessages.tooMuch(formatPaise(Math.max(refundable, 0))));
    // What is left of a payment can be less than Razorpay's minimum; it stays unrefunded.
    if (amount < REFUND_MIN_PAISE) throw badRequest(refundMessages.belowGatewayMinimum);
    const [refund] = await tx
      .insert(refunds)
      .values({
        order_id: orderId,
        payment_id: payment.id,
        amount_paise: amount,
        reason: body.reason,
        status: 'pending',
        idempotency_key: `refund_${randomUUID()}`,
        created_by: actor.id,
      })
      .returning();
    await recordLedgerEvent(tx, {
      orderId,
      subject: 'refund',
      event: 'refund.requested',
      source: 'staff',
      status: 'pending',
      amountPaise: amount,
      note: body.reason,
    });
    if (cancelling) {
      await applyCancellation(tx, cancel, { note: body.reason, changed_by: actor.id });
      await queueCancellation(tx, queue, ctx.publicUrl, {
        orderId,
        reason: body.reason,
        refunded: true,
      });
    }
    await audit(tx, who, {
      action: 'order.refund',
      target: { type: 'order', id: orderId },
      changes: {
        refund: { from: null, to: paiseToRupees(amount) },
        reason: { from: null, to: body.reason },
        ...(cancelling ? { status: { from: cancel.from, to: ORDER_STATUS.cancelled } } : {}),
      },
    });
    return {
      refund: refund!,
      paymentId: payment.razorpay_payment_id,
      cancelled: Boolean(cancelling),
    };
  });
}

export type RefundOutcome = {
  status: RefundStatus;
  razorpayRefundId?: string;
  source: 'staff' | 'webhook' | 'reconciler';
  event: string;
  note?: string;
};

/**
 * Moves a refund forward (pending → processed or failed), once: later or repeated reports
 * change nothing. Processing issues the credit note in the same transaction and mails the
 * shopper after it commits.
 */
export async function applyRefundOutcome(
  ctx: RefundsContext,
  refundId: number,
  outcome: RefundOutcome,
): Promise<{ changed: boolean }> {
  const [known] = await ctx.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!known) return { changed: false };
  // The outcome, its credit note and the mail carrying it are committed together.
  const result = await ctx.mailer.transaction(async (tx, queue) => {
    await lockOrder(tx, known.order_id);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (!refund || refund.status !== 'pending') return { changed: false as const };
    const razorpayId = refund.razorpay_refund_id ?? outcome.razorpayRefundId ?? null;
    const recordOutcome = (status: RefundStatus) =>
      recordLedgerEvent(tx, {
        orderId: refund.order_id,
        subject: 'refund',
        razorpayId,
        event: outcome.event,
        source: outcome.source,
        status,
        amountPaise: refund.amount_paise,
        note: outcome.note,
      });
    if (outcome.status === 'pending') {
      if (razorpayId !== refund.razorpay_refund_id) {
        await tx
          .update(refunds)
          .set({ razorpay_refund_id: razorpayId, updated_at: new Date() })
          .where(eq(refunds.id, refundId));
        await recordOutcome('pending');
      }
      return { changed: false as const };
    }
    const now = new Date();
    const [updated] = await tx
      .update(refunds)
      .set({
        status: outcome.status,
        razorpay_refund_id: razorpayId,
        updated_at: now,
        processed_at: outcome.status === 'processed' ? now : null,
        failure_reason: outcome.status === 'failed' ? (outcome.note ?? null) : null,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    await recordOutcome(outcome.status);
    // Settled by the provider's word (its webhook, or its answer to the refund call), or
    // found out by the reconciler.
    await audit(tx, outcome.source === 'reconciler' ? SYSTEM_ACTOR : PAYMENT_PROVIDER_ACTOR, {
      action: 'order.refund_settled',
      target: { type: 'order', id: refund.order_id },
      changes: { refund_status: { from: 'pending', to: outcome.status } },
    });
    const creditNote =
      outcome.status === 'processed' ? await issueCreditNote(tx, updated!, now) : undefined;
    if (outcome.status === 'processed') await queueRefundMail(ctx, tx, queue, updated!, creditNote);
    return { changed: true as const };
  });
  return { changed: result.changed };
}

/** The shopper's mail about a processed refund, with its credit note, queued in `tx`. */
async function queueRefundMail(
  ctx: RefundsContext,
  tx: Tx,
  queue: (mail: Mail) => Promise<void>,
  refund: RefundRow,
  creditNote: Awaited<ReturnType<typeof issueCreditNote>>,
) {
  {
    const [owner] = await tx
      .select({ email: users.email, first_name: users.first_name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(eq(orders.id, refund.order_id));
    if (!owner) return;
    const mail = refundProcessedMail({
      to: owner.email,
      firstName: owner.first_name,
      orderId: refund.order_id,
      amount: formatPaise(refund.amount_paise),
      link: `${ctx.publicUrl}/orders/${refund.order_id}`,
    });
    mail.orderId = refund.order_id;
    if (creditNote) mail.attachments = [await creditNoteAttachment(tx, creditNote)];
    await queue(mail);
  }
}

/**
 * Asks the gateway for the refund (again, for the reconciler, with the same idempotency
 * key, so it is never made twice). A refusal (4xx) fails the refund and frees its amount;
 * an unreachable gateway or a 5xx leaves it pending for the reconciler.
 */
export async function sendRefund(
  ctx: RefundsContext,
  refund: RefundRow,
  paymentId: string,
  source: RefundOutcome['source'],
) {
  try {
    const answer = await ctx.gateway.createRefund({
      paymentId,
      amount: refund.amount_paise,
      notes: { reason: refund.reason, order_id: String(refund.order_id) },
      idempotencyKey: refund.idempotency_key,
    });
    await applyRefundOutcome(ctx, refund.id, {
      status: answer.status,
      razorpayRefundId: answer.id,
      source,
      event: 'refund.created',
    });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    const refused = err.status !== undefined && err.status >= 400 && err.status < 500;
    // 409: the same key is still being worked on at Razorpay; the reconciler will ask.
    if (refused && err.status !== 409) {
      await applyRefundOutcome(ctx, refund.id, {
        status: 'failed',
        source,
        event: 'refund.refused',
        note: err.message,
      });
    } else {
      ctx.log.warn({ err, refundId: refund.id }, 'refund call did not complete; will retry');
    }
  }
}

/** Staff refund part or all of an order's captured payment (and may cancel it too). */
export async function requestRefund(
  ctx: RefundsContext,
  actor: SessionUser,
  orderId: number,
  body: RefundBody,
  who: AuditActor,
): Promise<RefundRow> {
  const { refund, paymentId } = await reserveRefund(ctx, actor, orderId, body, who);
  await sendRefund(ctx, refund, paymentId, 'staff');
  const [fresh] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
  return fresh!;
}

/** The Razorpay payment id a refund was made on, for the reconciler. */
export async function paymentIdOf(db: Db, refund: RefundRow) {
  const [row] = await db
    .select({ id: payments.razorpay_payment_id })
    .from(payments)
    .where(eq(payments.id, refund.payment_id));
  return row?.id;
}
