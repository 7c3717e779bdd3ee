import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildShopToBackUp } from '../../../test/backup-fixture';
import { buyNow, placeOrder } from '../../../test/checkout';
import { sandboxCheckout } from '../../../test/payments';
import { useTestApp } from '../../../test/suite';
import type { TestApp } from '../../../test/helpers';
import { orders } from '../../db/schema';
import { takeBackup } from '../backup/service';

const scrape = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one sample, `name{labels}` exactly as Prometheus's text format writes it. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers a client on this machine in Prometheus text format', async () => {
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'shop_http_requests_total',
      'shop_http_request_duration_seconds',
      'shop_orders_total',
      'shop_payments_pending_over_20m',
      'shop_webhook_failures_total',
      'shop_backup_last_success_timestamp_seconds',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(res.body).toContain(`# TYPE ${name} `);
  });

  it('refuses a client elsewhere, also when a trusted proxy forwards it', async () => {
    const refusal = {
      error:
        'Metrics are shown only to a client on this machine, or with the metrics token once one is set.',
    };
    for (const res of [
      await scrape(t, {}, '203.0.113.9'),
      await scrape(t, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.7'),
      await scrape(t, { 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    // A proxy on this machine forwarding a request from this machine.
    expect((await scrape(t, { 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: 'prometheus-reads-this-token' });

  it('answers only the bearer of the token, wherever it is', async () => {
    const refusal = {
      error: 'Metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
    };
    for (const res of [
      await scrape(t),
      await scrape(t, { authorization: 'Bearer not-the-metrics-token' }),
      await scrape(t, { authorization: 'prometheus-reads-this-token' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refusal);
    }
    const res = await scrape(
      t,
      { authorization: 'Bearer prometheus-reads-this-token' },
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE shop_orders_total counter');
  });
});

describe('what the metrics count', () => {
  const t = useTestApp();
  let before: string;
  let shop: Awaited<ReturnType<typeof buildShopToBackUp>>;

  beforeAll(async () => {
    before = (await scrape(t)).body;
    shop = await buildShopToBackUp(t);
  }, 60_000);

  it('orders placed, paid and cancelled', async () => {
    const after = (await scrape(t)).body;
    const delta = (event: string) =>
      sample(after, `shop_orders_total{event="${event}"}`) -
      sample(before, `shop_orders_total{event="${event}"}`);
    // Three paid orders and an unpaid one; one paid order refunded and cancelled.
    expect(delta('placed')).toBe(4);
    expect(delta('paid')).toBe(3);
    expect(delta('cancelled')).toBe(1);
  });

  it('payments that fail', async () => {
    const failed = () => sample(text, 'shop_orders_total{event="failed"}');
    let text = (await scrape(t)).body;
    const start = failed();
    const placed = await placeOrder(
      t.app,
      shop.shopper.cookie,
      buyNow(shop.productId, 1, shop.address),
    );
    const declined = (
      await sandboxCheckout(t.app, shop.shopper.cookie, placed.razorpay_order_id, 'decline')
    ).json() as { reason: string; metadata: { payment_id: string } };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order_id}/payment-failed`,
      headers: { cookie: shop.shopper.cookie },
      payload: { razorpay_payment_id: declined.metadata.payment_id, reason: declined.reason },
    });
    expect(res.statusCode).toBe(200);
    text = (await scrape(t)).body;
    expect(failed()).toBe(start + 1);
  });

  it('requests by route pattern, method and status', async () => {
    const series = `shop_http_requests_total{route="/api/products/:id",method="GET",status="200"}`;
    const start = sample((await scrape(t)).body, series);
    await t.app.inject({ method: 'GET', url: `/api/products/${shop.productId}` });
    await t.app.inject({ method: 'GET', url: `/api/products/${shop.productId}` });
    const body = (await scrape(t)).body;
    expect(sample(body, series)).toBe(start + 2);
    expect(
      sample(
        body,
        `shop_http_request_duration_seconds_count{route="/api/products/:id",method="GET",status="200"}`,
      ),
    ).toBe(start + 2);
  });

  it('payments still pending 20 minutes after the order', async () => {
    const unpaid = shop.orderIds[3]!;
    expect(sample((await scrape(t)).body, 'shop_payments_pending_over_20m')).toBe(0);
    await t.db
      .update(orders)
      .set({ created_at: sql`now() - interval '21 minutes'` })
      .where(eq(orders.id, unpaid));
    expect(sample((await scrape(t)).body, 'shop_payments_pending_over_20m')).toBe(1);
  });

  it('webhook deliveries that fail', async () => {
    const start = sample((await scrape(t)).body, 'shop_webhook_failures_total');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'forged' },
      payload: '{"event":"payment.captured"}',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(sample((await scrape(t)).body, 'shop_webhook_failures_total')).toBe(start + 1);
  });

  it('when the last backup was written', async () => {
    expect(sample((await scrape(t)).body, 'shop_backup_last_success_timestamp_seconds')).toBe(0);
    const { manifest } = await takeBackup({ config: t.config, database: t.database });
    expect(sample((await scrape(t)).body, 'shop_backup_last_success_timestamp_seconds')).toBe(
      new Date(manifest.created_at).getTime() / 1000,
    );
  }, 60_000);
});
