import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, hmacHex } from '../src/lib/gateway/signature';

type FakeOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
  notes?: unknown;
};
type FakePayment = {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  method: string;
  error_description?: string;
};

type FakeRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested?: string;
  created_at: number;
};

const error = (res: ServerResponse, status: number, description: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: null,
      },
    }),
  );
};

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

/** A webhook event as Razorpay signs it; `contains` names the entities in its payload. */
function signedEvent(
  secret: string,
  event: string,
  payload: Record<string, { entity: object }>,
  eventId = `evt_${randomBytes(6).toString('hex')}`,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, body),
      'x-razorpay-event-id': eventId,
    },
  };
}

/**
 * An offline stand-in for Razorpay's Orders, Payments and Refunds API, checking what Razorpay checks
 * (Basic auth, integer paise of at least ₹1, INR, a unique receipt of at most 40 characters).
 * Tests drive the "shopper" side through `pay` and read what the shop sent in `requests`.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, string>();
  const requests: {
    method: string;
    path: string;
    body?: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
  }[] = [];
  let failNext = 0;
  let newRefundStatus: FakeRefund['status'] = 'pending';
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    requests.push({ method: req.method ?? 'GET', path, body, headers: req.headers });
    if (req.headers.authorization !== expectedAuth) return error(res, 401, 'Authentication failed');
    if (failNext > 0) {
      failNext--;
      return error(res, 500, 'We are facing some trouble completing your request at the moment.');
    }
    const json = (value: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = body ?? {};
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return error(res, 400, 'The amount must be at least INR 1.00');
      if (currency !== 'INR') return error(res, 400, 'Currency is not supported');
      if (typeof receipt !== 'string' || receipt.length > 40)
        return error(res, 400, 'receipt: the length must be no more than 40.');
      if ([...orders.values()].some((o) => o.receipt === receipt))
        return error(res, 400, 'Receipt already exists');
      const order = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount: amount as number,
        currency,
        receipt,
        status: 'created',
        notes,
      };
      orders.set(order.id, order);
      return json({
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: order.amount,
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const orderPayments = path.match(/^\/v1\/orders\/([^/]+)\/payments$/);
    if (req.method === 'GET' && orderPayments) {
      if (!orders.has(orderPayments[1]!)) return error(res, 400, 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === orderPayments[1]);
      return json({ entity: 'collection', count: items.length, items });
    }
    const payment = path.match(/^\/v1\/payments\/([^/]+)$/);
    if (req.method === 'GET' && payment) {
      const found = payments.get(payment[1]!);
      return found
        ? json({ entity: 'payment', ...found })
        : error(res, 400, 'The id provided does not exist');
    }
    const refundPath = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (req.method === 'POST' && refundPath) {
      // A repeated idempotency key answers the refund it made before, and never refunds twice.
      const key = req.headers['x-refund-idempotency'];
      const again = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (again) return json(refunds.get(again));
      const paid = payments.get(refundPath[1]!);
      if (!paid) return error(res, 400, 'The id provided does not exist');
      if (paid.status !== 'captured' && paid.status !== 'refunded')
        return error(res, 400, 'The payment has not been captured');
      const taken = [...refunds.values()]
        .filter((r) => r.payment_id === paid.id && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body?.amount === undefined ? paid.amount - taken : body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return error(res, 400, 'The amount must be atleast INR 1.00');
      if (taken + (amount as number) > paid.amount)
        return error(res, 400, 'The total refund amount is greater than the refund payment amount');
      const refund: FakeRefund = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        payment_id: paid.id,
        amount: amount as number,
        currency: 'INR',
        notes: (body?.notes ?? {}) as Record<string, string>,
        status: newRefundStatus,
        speed_requested: body?.speed as string | undefined,
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      if (typeof key === 'string') refundsByKey.set(key, refund.id);
      return json(refund);
    }
    const refundById = path.match(/^\/v1\/refunds\/([^/]+)$/);
    if (req.method === 'GET' && refundById) {
      const found = refunds.get(refundById[1]!);
      return found ? json(found) : error(res, 400, 'The id provided does not exist');
    }
    return error(res, 404, 'The requested URL was not found on the server.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const paymentEntity = (paymentId: string) => ({
    ...payments.get(paymentId)!,
    entity: 'payment',
    currency: 'INR',
  });

  return {
    url,
    orders,
    requests,
    /** The next `n` calls answer 500. */
    failNextCalls(n: number) {
      failNext = n;
    },
    /** A payment made in the checkout, with the response the browser's handler would receive. */
    pay(
      orderId: string,
      status: 'captured' | 'authorized' | 'failed' = 'captured',
      amount?: number,
    ) {
      const order = orders.get(orderId)!;
      const id = `pay_${randomBytes(7).toString('hex')}`;
      payments.set(id, {
        id,
        order_id: orderId,
        amount: amount ?? order.amount,
        status,
        method: 'upi',
        ...(status === 'failed' ? { error_description: 'Payment failed' } : {}),
      });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: id,
        razorpay_signature: checkoutSignature(keySecret, orderId, id),
      };
    },
    setPaymentStatus(paymentId: string, status: string) {
      payments.set(paymentId, { ...payments.get(paymentId)!, status });
    },
    /** A webhook delivery as Razorpay sends it: raw JSON body and its signature headers. */
    webhook(secret: string, event: string, paymentId: string, eventId?: string) {
      return signedEvent(secret, event, { payment: { entity: paymentEntity(paymentId) } }, eventId);
    },
    refunds,
    /** The status new refunds are created with (Razorpay: usually pending, at times processed). */
    refundsStartAs(status: FakeRefund['status']) {
      newRefundStatus = status;
    },
    setRefundStatus(refundId: string, status: FakeRefund['status']) {
      refunds.set(refundId, { ...refunds.get(refundId)!, status });
    },
    /** A refund webhook delivery (`refund.processed`, `refund.failed`) as Razorpay sends it. */
    refundWebhook(secret: string, event: string, refundId: string, eventId?: string) {
      const refund = refunds.get(refundId)!;
      const payment = paymentEntity(refund.payment_id);
      return signedEvent(
        secret,
        event,
        { refund: { entity: refund }, payment: { entity: payment } },
        eventId,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
