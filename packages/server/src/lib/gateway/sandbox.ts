import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema';
import { checkoutSignature } from './signature';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './types';

const SANDBOX_KEY_ID = 'rzp_sandbox_shop';
const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout.js';

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Razorpay's: the prefix, then 14 letters and digits (never `-` or `_`). */
export const sandboxId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;

const toPayment = (row: typeof sandboxPayments.$inferSelect): GatewayPayment => ({
  id: row.id,
  order_id: row.order_id,
  amount: row.amount,
  status: row.status as GatewayPayment['status'],
  method: row.method,
  error_description: row.error_description,
});

const toRefund = (row: typeof sandboxRefunds.$inferSelect): GatewayRefund => ({
  id: row.id,
  payment_id: row.payment_id,
  amount: row.amount,
  status: row.status as GatewayRefund['status'],
  notes: row.notes ?? {},
});

/**
 * The built-in gateway used when no Razorpay keys are set. It keeps its orders and payments in
 * tables of its own and signs like Razorpay, so verify-payment, the webhook-less reconciliation
 * and several instances behave as they do with Razorpay.
 */
export function createSandboxGateway(db: Db, keySecret: string): PaymentGateway {
  const order = async (orderId: string) => {
    const [found] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!found) throw new GatewayError('The id provided does not exist', 400);
    return found;
  };

  const addPayment = async (
    orderId: string,
    fields: Pick<GatewayPayment, 'status'> & {
      error_description?: string;
    },
  ) => {
    const { amount } = await order(orderId);
    const [row] = await db
      .insert(sandboxPayments)
      .values({ id: sandboxId('pay'), order_id: orderId, amount, method: 'sandbox', ...fields })
      .returning();
    return row!;
  };

  return {
    kind: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    keySecret,
    checkoutUrl: SANDBOX_CHECKOUT_PATH,
    async createOrder({ amount, receipt }) {
      if (!Number.isInteger(amount) || amount < 100)
        throw new GatewayError('The amount must be at least INR 1.00', 400);
      const [created] = await db
        .insert(sandboxOrders)
        .values({ id: sandboxId('order'), amount, currency: 'INR', receipt, status: 'created' })
        .returning();
      const { id: orderId, currency, status } = created!;
      return { id: orderId, amount, currency, receipt, status };
    },
    async fetchOrderPayments(orderId) {
      await order(orderId);
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.order_id, orderId))
        .orderBy(sandboxPayments.created_at);
      return rows.map(toPayment);
    },
    async fetchPayment(paymentId) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId));
      if (!row) throw new GatewayError('The id provided does not exist', 400);
      return toPayment(row);
    },
    /**
     * Refunds as Razorpay does: only captured payments, never beyond what was captured, and
     * a repeated idempotency key answers the refund it made before. Processed at once.
     */
    async createRefund({ paymentId, amount, notes, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [again] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotency_key, idempotencyKey));
        if (again) return toRefund(again);
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, paymentId))
          .for('update');
        if (!payment) throw new GatewayError('The id provided does not exist', 400);
        if (payment.status !== 'captured' && payment.status !== 'refunded')
          throw new GatewayError('Only captured payments can be refunded', 400);
        const done = await tx
          .select({ amount: sandboxRefunds.amount })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.payment_id, paymentId));
        const refunded = done.reduce((sum, r) => sum + r.amount, 0);
        if (!Number.isInteger(amount) || amount < 100 || refunded + amount > payment.amount)
          throw new GatewayError('The refund amount provided is greater than amount captured', 400);
        const [row] = await tx
          .insert(sandboxRefunds)
          .values({
            id: sandboxId('rfnd'),
            payment_id: paymentId,
            amount,
            status: 'processed',
            idempotency_key: idempotencyKey,
            notes,
          })
          .returning();
        if (refunded + amount === payment.amount)
          await tx
            .update(sandboxPayments)
            .set({ status: 'refunded' })
            .where(eq(sandboxPayments.id, paymentId));
        return toRefund(row!);
      });
    },
    async fetchRefund(refundId) {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId));
      if (!row) throw new GatewayError('The id provided does not exist', 400);
      return toRefund(row);
    },
    sandbox: {
      async approve(orderId) {
        const payment = await addPayment(orderId, { status: 'captured' });
        await db.update(sandboxOrders).set({ status: 'paid' }).where(eq(sandboxOrders.id, orderId));
        return {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: checkoutSignature(keySecret, orderId, payment.id),
        };
      },
      async decline(orderId) {
        const description = 'Payment declined in the sandbox checkout.';
        const payment = await addPayment(orderId, {
          status: 'failed',
          error_description: description,
        });
        return {
          code: 'BAD_REQUEST_ERROR',
          description,
          reason: 'payment_declined',
          metadata: { order_id: orderId, payment_id: payment.id },
        };
      },
    },
  };
}
