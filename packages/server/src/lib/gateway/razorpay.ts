import {
  GatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './types';

const TIMEOUT_MS = 10_000;

type RazorpayErrorBody = { error?: { description?: string } };

/**
 * A small client of Razorpay's REST API. The official SDK hard-codes its host (so tests could
 * not point it at a local fake) and reports network failures opaquely.
 */
export function createRazorpayGateway(opts: {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  checkoutUrl: string;
}): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(path, opts.apiUrl), {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay unreachable: ${(error as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as T & RazorpayErrorBody;
    if (!res.ok) {
      throw new GatewayError(
        `Razorpay ${method} ${path}: ${json.error?.description ?? res.statusText}`,
        res.status,
      );
    }
    return json;
  }

  return {
    kind: 'razorpay',
    keyId: opts.keyId,
    keySecret: opts.keySecret,
    checkoutUrl: opts.checkoutUrl,
    createOrder: ({ amount, receipt, notes }) =>
      call<GatewayOrder>('POST', '/v1/orders', { amount, currency: 'INR', receipt, notes }),
    fetchOrderPayments: async (orderId) =>
      (
        await call<{ items: GatewayPayment[] }>(
          'GET',
          `/v1/orders/${encodeURIComponent(orderId)}/payments`,
        )
      ).items,
    fetchPayment: (paymentId) =>
      call<GatewayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
    createRefund: ({ paymentId, amount, notes, idempotencyKey }) =>
      call<GatewayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, speed: 'normal', notes },
        { 'X-Refund-Idempotency': idempotencyKey },
      ),
    fetchRefund: (refundId) =>
      call<GatewayRefund>('GET', `/v1/refunds/${encodeURIComponent(refundId)}`),
  };
}
