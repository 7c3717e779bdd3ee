import { randomBytes } from 'node:crypto';
import { checkoutSignature } from './signature';
import { GatewayError, type GatewayOrder, type GatewayPayment, type PaymentGateway } from './types';

export const SANDBOX_KEY_ID = 'rzp_sandbox_shop';
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout.js';

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url')}`;

export type SandboxGateway = PaymentGateway & {
  /** The shopper approved in the sandbox checkout: a payment signed as Razorpay would sign it. */
  approve(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** The shopper declined: a failed payment with Razorpay's error shape. */
  decline(orderId: string): {
    code: string;
    description: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
};

/**
 * The built-in gateway used when no Razorpay keys are set. It keeps its orders and payments in
 * memory (it is for trying the shop on one machine) and signs like Razorpay, so verify-payment
 * runs the same code for both.
 */
export function createSandboxGateway(keySecret: string): SandboxGateway {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();

  const order = (orderId: string) => {
    const found = orders.get(orderId);
    if (!found) throw new GatewayError('The id provided does not exist', 400);
    return found;
  };

  return {
    kind: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    keySecret,
    checkoutUrl: SANDBOX_CHECKOUT_PATH,
    async createOrder({ amount, receipt }) {
      if (!Number.isInteger(amount) || amount < 100)
        throw new GatewayError('The amount must be at least INR 1.00', 400);
      const created = { id: id('order'), amount, currency: 'INR', receipt, status: 'created' };
      orders.set(created.id, created);
      return created;
    },
    async fetchOrderPayments(orderId) {
      order(orderId);
      return [...payments.values()].filter((p) => p.order_id === orderId);
    },
    async fetchPayment(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new GatewayError('The id provided does not exist', 400);
      return payment;
    },
    approve(orderId) {
      const { amount } = order(orderId);
      const paymentId = id('pay');
      payments.set(paymentId, {
        id: paymentId,
        order_id: orderId,
        amount,
        status: 'captured',
        method: 'sandbox',
      });
      orders.set(orderId, { ...order(orderId), status: 'paid' });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(keySecret, orderId, paymentId),
      };
    },
    decline(orderId) {
      const { amount } = order(orderId);
      const paymentId = id('pay');
      const description = 'Payment declined in the sandbox checkout.';
      payments.set(paymentId, {
        id: paymentId,
        order_id: orderId,
        amount,
        status: 'failed',
        method: 'sandbox',
        error_description: description,
      });
      return {
        code: 'BAD_REQUEST_ERROR',
        description,
        reason: 'payment_declined',
        metadata: { order_id: orderId, payment_id: paymentId },
      };
    },
  };
}
