import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, ORDER_STATUS } from '@shop/shared';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { orders } from '../src/db/schema';
import { currentStatus } from '../src/modules/orders/domain/status';
import { startReconciler } from '../src/modules/payments/reconciler';
import { sellerFromConfig } from '../src/modules/tax-documents/seller';
import { addAddress, buyNow, IN_KOCHI, placeOrderRequest, type PlacedOrder } from './checkout';
import { startCuttingProxy } from './cutting-proxy';
import { buildTestApp, type TestApp } from './helpers';
import { createCategory, createProduct } from './catalogue';
import { addDeliveryState } from './shop-settings';
import { sessionFor } from './accounts';
import { freePort, postgresPrograms, usePrivatePostgres } from './private-postgres';

// The shop on a PostgreSQL server of the test's own, reached over real HTTP, while that
// server restarts or stops, or its connections are cut (by pg_terminate_backend, or by a TCP
// proxy at a chosen step): the process must live through it, say 503 with Retry-After
// meanwhile, log the outage once and lose no order it acknowledged.

const programs = postgresPrograms();
if (!programs)
  console.warn(
    'Database restart tests skipped: no PostgreSQL server programs (initdb, pg_ctl) are installed.',
  );

/** Ports for the private server and the shop, each the first free one of its range. */
const POSTGRES_PORTS: [number, number] = [4150, 4174];
const SHOP_PORTS: [number, number] = [4175, 4199];
const unavailable = { error: messages.errors.databaseUnavailable };

type LogLine = { level: number; msg: string };
type Answer = {
  step: 'place' | 'approve' | 'verify';
  status: number;
  retryAfter: string | null;
  body: unknown;
  sentAt: number;
  answeredAt: number;
};
type Shopper = { cookie: string; addressId: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(20);
}

describe.skipIf(!programs)('the shop while its PostgreSQL server goes away', () => {
  const server = usePrivatePostgres(programs!, POSTGRES_PORTS);
  const t = {} as TestApp;
  const logs: LogLine[] = [];
  const crashes: Error[] = [];
  const onCrash = (error: Error) => crashes.push(error);
  const shoppers: Shopper[] = [];
  let productId: number;
  let shopUrl: string;

  beforeAll(async () => {
    process.on('uncaughtExceptionMonitor', onCrash);
    const logger = {
      level: 'warn',
      stream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    };
    Object.assign(
      t,
      await buildTestApp({ MAX_UNPAID_ORDERS: '1000', PLACE_ORDER_LIMIT: '100000' }, undefined, {
        databaseServer: server.url,
        logger,
      }),
    );
    shopUrl = await t.app.listen({ host: '127.0.0.1', port: await freePort(...SHOP_PORTS) });
    const category = await createCategory(t);
    productId = (await createProduct(t, { category_id: category.id, stock: 100_000 }, 0)).id;
    await addDeliveryState(t, { name: IN_KOCHI.state });
    for (let i = 0; i < 3; i++) {
      const { cookie } = await sessionFor(t);
      shoppers.push({ cookie, addressId: await addAddress(t.app, cookie, IN_KOCHI) });
    }
  });
  afterAll(async () => {
    process.off('uncaughtExceptionMonitor', onCrash);
    await t.close?.();
  });

  /** A shopper's POST over HTTP; status 0 when the shop could not be reached at all. */
  async function post(step: Answer['step'], shopper: Shopper, url: string, payload: object) {
    const sentAt = Date.now();
    try {
      const res = await fetch(`${shopUrl}${url}`, {
        method: 'POST',
        headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const retryAfter = res.headers.get('retry-after');
      const body: unknown = await res.json();
      return { step, status: res.status, retryAfter, body, sentAt, answeredAt: Date.now() };
    } catch (error) {
      return { step, status: 0, retryAfter: null, body: String(error), sentAt, answeredAt: 0 };
    }
  }

  const placeOrder = (shopper: Shopper) =>
    post('place', shopper, '/api/orders/place-order', buyNow(productId, 1, shopper.addressId));

  /** Orders placed, paid in the sandbox and verified, one after another, until `stop()`. */
  async function keepBuying(
    shopper: Shopper,
    stop: () => boolean,
    seen: { answers: Answer[]; placed: number[]; paid: number[] },
  ) {
    while (!stop()) {
      const placed = await placeOrder(shopper);
      seen.answers.push(placed);
      if (placed.status !== 201) {
        await sleep(20);
        continue;
      }
      const { order_id, razorpay_order_id } = placed.body as PlacedOrder;
      seen.placed.push(order_id);
      const approved = await post('approve', shopper, '/api/payments/sandbox/approve', {
        order_id: razorpay_order_id,
      });
      seen.answers.push(approved);
      if (approved.status !== 200) continue;
      const verified = await post('verify', shopper, '/api/orders/verify-payment', {
        order_id,
        ...(approved.body as object),
      });
      seen.answers.push(verified);
      if (verified.status === 200) seen.paid.push(order_id);
    }
  }

  const existing = async (ids: number[]) =>
    (await t.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids)))
      .map((row) => row.id)
      .sort((a, b) => a - b);

  it('lives through a restart under order traffic, answering 503 with Retry-After meanwhile', async () => {
    logs.length = 0;
    const stopReconciler = startReconciler(
      {
        database: t.database,
        gateway: t.app.gateway,
        log: t.app.log,
        seller: sellerFromConfig(t.config),
      },
      100,
    );
    const seen = { answers: [] as Answer[], placed: [] as number[], paid: [] as number[] };
    let stopAt = Infinity;
    const traffic = Promise.all(
      shoppers.map((shopper) => keepBuying(shopper, () => Date.now() > stopAt, seen)),
    );

    await until(() => seen.paid.length >= 3, 15_000);
    expect(seen.paid.length).toBeGreaterThanOrEqual(3);
    await server.restart();
    const backAt = Date.now();
    const placedAgain = () =>
      seen.answers.find((a) => a.step === 'place' && a.status === 201 && a.sentAt >= backAt);
    await until(() => placedAgain() !== undefined, 10_000);
    stopAt = Date.now() + 300;
    await traffic;
    stopReconciler();

    expect(crashes).toEqual([]);
    // Back within 5 s of the server: the pool opens new connections as soon as it can.
    const firstAfter = placedAgain();
    expect(firstAfter).toBeDefined();
    expect(firstAfter!.answeredAt - backAt).toBeLessThan(5000);
    // Every failure is the outage's 503 with Retry-After: never a 500, never a dropped socket.
    const failed = seen.answers.filter((a) => a.status >= 300 || a.status === 0);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.map((a) => [a.step, a.status, a.retryAfter, a.body])).toEqual(
      failed.map((a) => [a.step, 503, '5', unavailable]),
    );
    // Every order acknowledged with 201 is there, and every verified payment stuck.
    expect(await existing(seen.placed)).toEqual([...seen.placed].sort((a, b) => a - b));
    expect(await Promise.all(seen.paid.map((id) => currentStatus(t.db, id)))).toEqual(
      seen.paid.map(() => ORDER_STATUS.paymentVerified),
    );
    // Logged once when it began and once when it was over, not once per request.
    const lines = (msg: string) => logs.filter((line) => line.msg.startsWith(msg)).length;
    expect(lines('database unavailable')).toBe(1);
    expect(lines('database reachable again')).toBe(1);
    expect(logs.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'database unavailable: answering 503 until it is back',
    ]);
  }, 60_000);

  it('answers 503 with Retry-After while the server is down, logged once, and serves when it is back', async () => {
    // The mails of the orders paid before go out first: a send the outage cut short would be
    // logged as such, and this test counts the outage's own lines.
    await t.app.background.settled();
    logs.length = 0;
    const [shopper] = shoppers;
    await server.shutDown();
    try {
      const during: Answer[] = [];
      for (let i = 0; i < 10; i++) during.push(await placeOrder(shopper!));
      expect(during.map((a) => [a.status, a.retryAfter, a.body])).toEqual(
        during.map(() => [503, '5', unavailable]),
      );
      const ready = await fetch(`${shopUrl}/api/ready`);
      expect([ready.status, ready.headers.get('retry-after'), await ready.json()]).toEqual([
        503,
        '5',
        { error: messages.errors.notReady },
      ]);
      expect((await fetch(`${shopUrl}/api/health`)).status).toBe(200);
    } finally {
      await server.start();
    }
    expect((await placeOrder(shopper!)).status).toBe(201);
    expect((await fetch(`${shopUrl}/api/ready`)).status).toBe(200);
    expect(logs.map((line) => line.msg)).toEqual([
      'database unavailable: answering 503 until it is back',
      'database reachable again',
    ]);
    expect(crashes).toEqual([]);
  });

  it('fails a request whose connection is cut mid-transaction with 503, and serves the next', async () => {
    const [shopper] = shoppers;
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      // More rounds than the pool has connections: each lost one is replaced.
      for (let round = 0; round < 12; round++) {
        // The order's stock update waits on this row lock, inside its transaction.
        await admin.query('begin');
        await admin.query('select 1 from products where id = $1 for update', [productId]);
        const cut = placeOrder(shopper!);
        let waiting: number | undefined;
        while (waiting === undefined) {
          const { rows } = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = rows[0]?.pid;
        }
        await admin.query('select pg_terminate_backend($1)', [waiting]);
        const answer = await cut;
        await admin.query('rollback');
        expect([answer.status, answer.retryAfter, answer.body]).toEqual([503, '5', unavailable]);
        const next = await placeOrder(shopper!);
        expect(next.status).toBe(201);
        const placed = (next.body as PlacedOrder).order_id;
        expect(await existing([placed])).toEqual([placed]);
      }
    } finally {
      await admin.end();
    }
    expect(crashes).toEqual([]);
  });

  it('gives back a connection lost as its transaction begins, so the pool never runs dry', async () => {
    const proxy = await startCuttingProxy(t.databaseUrl!, await freePort(...POSTGRES_PORTS));
    const database = await openDatabase({ url: proxy.url });
    const other = await buildApp({ config: t.config, database }, false);
    const [shopper] = shoppers;
    const placeThere = () =>
      placeOrderRequest(other, shopper!.cookie, buyNow(productId, 1, shopper!.addressId));
    try {
      await other.ready();
      proxy.cutOn('begin');
      // More than the pool's 10 connections, none of them released by their user.
      for (let i = 0; i < 12; i++) {
        const res = await placeThere();
        expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
          503,
          '5',
          unavailable,
        ]);
      }
      expect(proxy.cuts).toBe(12);
      proxy.cutOn(undefined);
      expect((await placeThere()).statusCode).toBe(201);
    } finally {
      await other.close();
      await database.close();
      await proxy.close();
    }
    expect(crashes).toEqual([]);
  });

  it('lets an advisory lock go when its connection is lost, and takes it again after', async () => {
    const key = 7_301_099;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const run = t.database.tryWithLock(key, (lost) => {
      holding();
      return new Promise((resolve) => lost.addEventListener('abort', () => resolve('finished')));
    });
    // Its failure is awaited below, after the connection is cut.
    const outcome = run.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await held;
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted`,
        [key],
      );
      expect(rows).toHaveLength(1);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    // The holder is told, and the run fails rather than finishing without the lock.
    expect(await outcome).toMatchObject({ error: { code: '57P01' } });
    // Another instance may take it at once, and this one on its next try.
    const other = await openDatabase({ url: t.databaseUrl });
    try {
      expect(await other.tryWithLock(key, async () => 'other instance')).toBe('other instance');
    } finally {
      await other.close();
    }
    expect(await t.database.tryWithLock(key, async () => 'next try')).toBe('next try');
    expect(crashes).toEqual([]);
  });
});
