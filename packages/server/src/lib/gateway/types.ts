/** What the shop needs of a payment provider: Razorpay's Orders, Payments and Refunds API, or the sandbox. */
export type GatewayOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
};

export type GatewayPayment = {
  id: string;
  order_id: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method?: string;
  error_description?: string | null;
};

export type GatewayRefund = {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  notes?: Record<string, string> | unknown[];
};

export type RefundRequest = {
  paymentId: string;
  /** Paise. */
  amount: number;
  notes: { reason: string; order_id: string };
  /** At least 10 characters; the same key on a retried call gives back the same refund. */
  idempotencyKey: string;
};

/** The sandbox's own checkout: what the shopper's approve and decline buttons call. */
export type SandboxCheckout = {
  /** The shopper approved: a payment signed as Razorpay would sign it. */
  approve(orderId: string): Promise<{
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }>;
  /** The shopper declined: a failed payment with Razorpay's error shape. */
  decline(orderId: string): Promise<{
    code: string;
    description: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  }>;
};

export type PaymentGateway = {
  kind: 'razorpay' | 'sandbox';
  keyId: string;
  /** Signs `order_id|payment_id` for the checkout response; verify-payment checks it. */
  keySecret: string;
  /** The script the browser loads to open the checkout. */
  checkoutUrl: string;
  createOrder(input: {
    amount: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Refunds part or all of a captured payment (Razorpay's Refunds API). */
  createRefund(request: RefundRequest): Promise<GatewayRefund>;
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /** Only the sandbox has a checkout of its own; Razorpay's runs on Razorpay. */
  sandbox?: SandboxCheckout;
};

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A payment that counts as money received: captured, or authorised and about to be captured. */
export const isSuccessfulPayment = (payment: Pick<GatewayPayment, 'status'>) =>
  payment.status === 'captured' || payment.status === 'authorized';
