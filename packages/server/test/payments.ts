import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { buildTestApp, type TestApp } from './helpers';

// Paying for an order: the app wired to the offline fake of Razorpay, the sandbox gateway's
// checkout, the payment's verification and Razorpay's webhooks.

/** The app itself, or another instance of it on the same database. */
type Injects = Pick<App, 'inject'>;

export const RAZORPAY_KEY_ID = 'rzp_test_shop';
export const RAZORPAY_KEY_SECRET = 'test-key-secret';
export const RAZORPAY_WEBHOOK_SECRET = 'test-webhook-secret';

/**
 * A test app paying through the offline fake of Razorpay. One shopper places many orders in
 * such suites on purpose; the caps on holding stock have their own tests in stock-caps.test.ts.
 */
export async function buildRazorpayTestApp(env: Record<string, string> = {}) {
  const razorpay = await startFakeRazorpay(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET);
  const t = await buildTestApp({
    RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET,
    RAZORPAY_API_URL: razorpay.url,
    RAZORPAY_WEBHOOK_SECRET,
    MAX_UNPAID_ORDERS: '1000',
    PLACE_ORDER_LIMIT: '1000',
    ...env,
  });
  return { t, razorpay };
}

/** `buildRazorpayTestApp` for the enclosing describe block, filled in before its first test. */
export function useRazorpayTestApp(env: Record<string, string> = {}) {
  const t = {} as TestApp;
  const razorpay = {} as FakeRazorpay;
  beforeAll(async () => {
    const built = await buildRazorpayTestApp(env);
    Object.assign(t, built.t);
    Object.assign(razorpay, built.razorpay);
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });
  return { t, razorpay };
}

export const verifyPayment = (app: Injects, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/orders/verify-payment', headers: { cookie }, payload });

/** A webhook delivery as Razorpay posts it: the raw body and its signature headers. */
export type WebhookDelivery = { payload: string; headers: Record<string, string> };

export const deliverWebhook = (app: Injects, delivery: WebhookDelivery) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: delivery.payload,
    headers: delivery.headers,
  });

/** The sandbox gateway's answer to "pay" or "decline" in its checkout, for `razorpayOrderId`. */
export const sandboxCheckout = (
  app: Injects,
  cookie: string,
  razorpayOrderId: string,
  outcome: 'approve' | 'decline' = 'approve',
) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${outcome}`,
    headers: { cookie },
    payload: { order_id: razorpayOrderId },
  });
