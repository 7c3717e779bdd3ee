// One shop instance for the bench, in its own process so the load generator does not share
// its event loop. BENCH_MODE picks the data: `catalogue` (35 products, as the demo shop),
// `rest` (BENCH_PRODUCTS products, and 50 shoppers with an address each), `mixed` (the 35
// products and the 50 shoppers), `pincodes` (the catalogue's and the PIN directory),
// `dashboard` (2,000 products, BENCH_ORDERS orders over two years and a super user) or `demo`
// (the demo shop as a first `npm start` seeds it, images included, for Lighthouse). Prints one
// line,
// `READY {json}`, once it listens; stops on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { runMigrations } from '../../packages/server/src/db/migrate';
import { hashPassword } from '../../packages/server/src/lib/passwords';
import { loadPincodeDirectory } from '../../packages/server/src/modules/pincodes/load';
import { insertBenchCatalogue } from './catalogue';
import { tidySearchIndexes } from '../../packages/server/src/modules/products/search/index-upkeep';
import { insertBenchOrders } from './orders';
import { migrateAndSeed } from '../../packages/server/src/start';

const mode = process.env.BENCH_MODE ?? 'catalogue';
const url = process.env.BENCH_DATABASE_URL || undefined;
/** `dashboard`: a shop of 2,000 products with a long order history. */
const DASHBOARD_PRODUCTS = 2000;
const PRODUCTS =
  mode === 'rest'
    ? Number(process.env.BENCH_PRODUCTS ?? 100_000)
    : mode === 'dashboard'
      ? DASHBOARD_PRODUCTS
      : 35;
export const SHOPPERS = 50;

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
// The per-shopper limits on unpaid orders and order rate would refuse the bench's orders
// after the first few, the most of one product in a cart its repeated add-to-cart, and the
// pace of suggestions its one client: it measures throughput, so they are set out of its way. A webhook secret makes an unsigned webhook a refusal (400),
// as in a real shop.
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  MAX_UNPAID_ORDERS: '1000',
  MAX_LINE_QUANTITY: '100000',
  PLACE_ORDER_LIMIT: '100000',
  RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
  PIN_LOOKUP_LIMIT: '1000000',
  SUGGEST_LIMIT: '100000',
  // The dashboard's reader signs in with a password alone: the bench has no authenticator.
  STAFF_2FA: 'optional',
});
const database = await openDatabase({ url, dataDir: url ? undefined : path.join(dataDir, 'db') });
await runMigrations(database);
const { db } = database;

if (mode === 'demo') await migrateAndSeed({ ...config, SEED_DEMO: true }, database);
else await insertBenchCatalogue(db, PRODUCTS, { images: mode !== 'rest' && mode !== 'dashboard' });
// The shop's search-index upkeep job would take the new rows into the indexes within a minute;
// the bench starts no jobs, so it runs that step once here.
await tidySearchIndexes(db);

// `pincodes`: the demo-sized catalogue and India's PIN directory, for the look-up's latency.
if (mode === 'pincodes') await loadPincodeDirectory(db);

// `dashboard`: BENCH_ORDERS orders (1,000,000 on PostgreSQL, 200,000 on the embedded
// database unless set) and a super user to read the dashboard.
let loadSeconds = 0;
if (mode === 'dashboard') {
  const orders = Number(process.env.BENCH_ORDERS ?? (url ? 1_000_000 : 200_000));
  const started = performance.now();
  await insertBenchOrders(db, orders, PRODUCTS);
  loadSeconds = (performance.now() - started) / 1000;
}

const app = await buildApp({ config, database }, false);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const cookies: string[] = [];
const addressIds: number[] = [];
if (mode === 'rest' || mode === 'mixed') {
  await db.execute(
    sql`insert into delivery_states (name, delivery_rate_paise, additional_rate_paise) values ('Kerala', 5000, 1000)`,
  );
  await db.execute(
    sql`insert into charges (type, amount, description) values ('Payment Gateway', '2%', 'Gateway fee')`,
  );
  const hash = await hashPassword('bench-password-kesar');
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `shopper${i}@bench.example.in`;
    await db.execute(sql`insert into users (first_name, last_name, email, phone_number, activated_at, password_hash)
      values ('Asha', 'Verma', ${email}, '9876543210', now(), ${hash})`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'bench-password-kesar' },
      remoteAddress: `10.8.0.${i + 1}`,
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const address = await app.inject({
      method: 'POST',
      url: '/api/address',
      headers: { cookie },
      payload: {
        name: 'Asha Verma',
        phone_number: '9876543210',
        line_1: '4 Backwater Road',
        line_2: 'Near the jetty',
        city: 'Kochi',
        district: 'Ernakulam',
        state: 'Kerala',
        country: 'India',
        pin_code: '682001',
      },
    });
    cookies.push(cookie);
    addressIds.push(address.json().address.id);
  }
}

if (mode === 'dashboard') {
  const email = 'owner@bench.example.in';
  await db.execute(sql`insert into users (first_name, last_name, email, phone_number, activated_at, password_hash, is_admin, permissions)
    values ('Meera', 'Iyer', ${email}, '9876543210', now(), ${await hashPassword('bench-password-kesar')}, true, '{super_user}')`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'bench-password-kesar' },
    remoteAddress: '10.9.0.1',
  });
  if (login.statusCode !== 200) throw new Error(`owner login: ${login.statusCode} ${login.body}`);
  cookies.push(login.cookies.map((c) => `${c.name}=${c.value}`).join('; '));
}

console.log(
  `READY ${JSON.stringify({ baseUrl, pid: process.pid, products: PRODUCTS, cookies, addressIds, loadSeconds })}`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
