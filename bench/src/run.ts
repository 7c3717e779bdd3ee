// `npm run bench`: the shop measured against yardsticks on this machine, on the embedded
// database and, when TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there.
// Each goal is printed with its measured value and a pass mark. Not part of `npm test`.
//   1. Catalogue: GET /api/products and /api/products/{id} against a bare Fastify route
//      serving the same bytes (serialised per request), plus the shop with brotli.
//   2. The rest, each as a ratio against GET /api/health of the same run: authenticated
//      reads with 50 shoppers, add-to-cart, place-order at 20 connections, and search over
//      BENCH_PRODUCTS products (p95 of requests sent one after another).
//   3. Mixed: 50 browsing clients alone, then beside checkouts at 10 a second and 5 refused
//      anonymous posts a second; browsing as a ratio of browsing alone (see mixed.ts).
//   4. PIN look-ups: GET /api/pincodes/{pin} over the whole directory, one request at a time
//      (p50 of PINs each asked once per round).
//   5. Dashboard: GET /api/dashboard for each range over 1,000,000 orders on PostgreSQL and
//      200,000 on the embedded database (BENCH_ORDERS), one request at a time: p95 per range
//      and its ratio to GET /api/health's p95 of the same run.
//   With the argument `lighthouse`, only Lighthouse on the storefront (see lighthouse.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDirectoryFile } from '../../packages/server/src/modules/pincodes/directory-file';
import { lighthouse } from './lighthouse';
import { median, medianOf, run, sequentialLatencies, type Measured } from './measure';
import { mixedRounds, type MixedShop } from './mixed';
import { freshPostgres, startServer } from './processes';
import { SEARCH_TERMS } from './search-terms';

// `npm run bench -- lighthouse`: the storefront's Lighthouse goals only.
if (process.argv.slice(2).includes('lighthouse')) {
  const ok = await lighthouse().then(
    ({ goals, runs }) => {
      console.log('\nLighthouse goals (median of the runs, mobile)');
      console.table(goals.map((g) => ({ ...g, pass: g.pass ? '✔ pass' : '✘ miss' })));
      const outDir = path.join(import.meta.dirname, '..', 'results');
      mkdirSync(outDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outDir, `lighthouse-${stamp}.json`);
      writeFileSync(file, JSON.stringify({ goals, runs }, null, 2));
      console.log(`Saved ${file}`);
      return true;
    },
    (error: unknown) => {
      console.error(`Lighthouse bench failed: ${error instanceof Error ? error.message : error}`);
      return false;
    },
  );
  process.exit(ok ? 0 : 1);
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const serverUrl = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;

type ShopInfo = { baseUrl: string; products: number; cookies: string[]; addressIds: number[] };
/** `pass` is undefined for a figure reported without a goal. */
type Goal = { database: string; goal: string; measured: string; pass?: boolean };
type Row = { database: string; scenario: string } & Measured & { ratio?: number };

/** Runs `work` against the bench's shop filled for `mode` on `databaseUrl`, then stops the shop. */
async function withBenchShop<T>(
  mode: string,
  databaseUrl: string,
  work: (info: T) => Promise<void>,
  env: Record<string, string> = {},
) {
  const shop = await startServer<T>('shop-server.ts', {
    BENCH_MODE: mode,
    BENCH_DATABASE_URL: databaseUrl,
    ...env,
  });
  try {
    await work(shop.info);
  } finally {
    await shop.stop();
  }
}

const goals: Goal[] = [];
const rows: Row[] = [];
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-IN') : n.toFixed(2));

function record(database: string, scenario: string, m: Measured, ratio?: number) {
  rows.push({ database, scenario, ...m, ratio });
  const ratioText = ratio === undefined ? '' : `, ${ratio.toFixed(2)}×`;
  console.log(
    `  ${scenario}: ${fmt(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors${ratioText}`,
  );
}

const goal = (database: string, text: string, measured: string, pass?: boolean) =>
  goals.push({ database, goal: text, measured, pass });

async function catalogue(database: string, databaseUrl: string) {
  await withBenchShop<ShopInfo>('catalogue', databaseUrl, async (info) => {
    const productId = '7';
    const bare = await startServer<{ baseUrl: string }>('bare-server.ts', {
      SHOP_URL: info.baseUrl,
      PRODUCT_ID: productId,
    });
    try {
      const listBytes = (await (await fetch(`${info.baseUrl}/api/products`)).arrayBuffer())
        .byteLength;
      console.log(
        `\n${database}: catalogue of 35 products, listing ${(listBytes / 1024).toFixed(1)} KB`,
      );
      const once = (base: string, urlPath: string, headers?: Record<string, string>) =>
        run({ url: base + urlPath, connections: CONNECTIONS, seconds: SECONDS, headers });
      // Warm both (JIT, and the shop's cache) before measuring.
      await run({ url: `${info.baseUrl}/api/products`, connections: 10, seconds: 1 });
      await run({ url: `${bare.info.baseUrl}/api/products`, connections: 10, seconds: 1 });

      // Shop and bare route take turns, round after round, so a busy moment of the machine
      // falls on both alike; each figure is the median round.
      const scenarios = {
        bareList: () => once(bare.info.baseUrl, '/api/products'),
        shopList: () => once(info.baseUrl, '/api/products'),
        bareProduct: () => once(bare.info.baseUrl, `/api/products/${productId}`),
        shopProduct: () => once(info.baseUrl, `/api/products/${productId}`),
        shopBr: () => once(info.baseUrl, '/api/products', { 'accept-encoding': 'br' }),
      };
      const runs = Object.fromEntries(
        Object.keys(scenarios).map((k) => [k, [] as Measured[]]),
      ) as Record<keyof typeof scenarios, Measured[]>;
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, measure] of Object.entries(scenarios)) {
          runs[name as keyof typeof scenarios].push(await measure());
        }
      }
      const m = Object.fromEntries(
        Object.entries(runs).map(([k, list]) => [k, median(list)]),
      ) as Record<keyof typeof scenarios, Measured>;
      const { bareList, shopList, bareProduct, shopProduct, shopBr } = m;
      const listRatio = shopList.rps / bareList.rps;
      const productRatio = shopProduct.rps / bareProduct.rps;
      record(database, 'bare Fastify, listing', bareList);
      record(database, 'shop, GET /api/products', shopList, listRatio);
      record(database, 'bare Fastify, product', bareProduct);
      record(database, 'shop, GET /api/products/{id}', shopProduct, productRatio);
      record(database, 'shop, GET /api/products, brotli', shopBr, shopBr.rps / bareList.rps);

      goal(database, 'listing ≥ 1.0× bare route', `${listRatio.toFixed(2)}×`, listRatio >= 1);
      goal(
        database,
        'product ≥ 0.8× bare route',
        `${productRatio.toFixed(2)}×`,
        productRatio >= 0.8,
      );
      goal(database, 'listing p99 ≤ 50 ms', `${shopList.p99} ms`, shopList.p99 <= 50);
      const errors = shopList.errors + shopProduct.errors + shopBr.errors;
      goal(database, 'catalogue: 0 errors', String(errors), errors === 0);
    } finally {
      await bare.stop();
    }
  });
}

async function rest(database: string, databaseUrl: string) {
  console.log(
    `\n${database}: filling ${process.env.BENCH_PRODUCTS ?? '100000'} products and 50 shoppers…`,
  );
  await withBenchShop<ShopInfo>('rest', databaseUrl, async (info) => {
    const { baseUrl, cookies, addressIds } = info;
    const health = await medianOf(ROUNDS, () =>
      run({ url: `${baseUrl}/api/health`, connections: CONNECTIONS, seconds: SECONDS }),
    );
    record(database, 'baseline, GET /api/health', health);
    const vsHealth = (m: Measured) => m.rps / health.rps;
    const authed = async (
      urlPath: string,
      connections = CONNECTIONS,
      body?: (i: number) => string,
    ) =>
      medianOf(ROUNDS, () =>
        run({
          url: baseUrl + urlPath,
          connections,
          seconds: SECONDS,
          method: body ? 'POST' : 'GET',
          perConnection: { cookies, body },
        }),
      );

    const cart = await authed('/api/cart');
    record(database, 'GET /api/cart, 50 shoppers', cart, vsHealth(cart));
    const orders = await authed('/api/orders/user/products');
    record(database, 'GET /api/orders/user/products, 50 shoppers', orders, vsHealth(orders));
    const add = await authed('/api/cart/add', CONNECTIONS, (i) =>
      JSON.stringify({ product_id: 1 + i, qty: 1 }),
    );
    record(database, 'POST /api/cart/add, 50 shoppers', add, vsHealth(add));
    const place = await authed('/api/orders/place-order', 20, (i) =>
      JSON.stringify({ product_id: 100 + i, qty: 1, address_id: addressIds[i] }),
    );
    record(database, 'POST /api/orders/place-order, 20 connections', place, vsHealth(place));

    // Every request a query not asked before (term and page vary), so each one reaches the
    // database: a repeated search is answered from the catalogue cache.
    const searches = ROUNDS * 100;
    const search = await sequentialLatencies(
      Array.from({ length: searches }, (_, i) => {
        const term = SEARCH_TERMS[i % SEARCH_TERMS.length]!;
        const offset = Math.floor(i / SEARCH_TERMS.length);
        return `${baseUrl}/api/products?search=${encodeURIComponent(term)}&offset=${offset}`;
      }),
      searches,
    );
    console.log(
      `  search, one request at a time: p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`,
    );
    // What the search box asks as a shopper types: a number and a word (or a misspelt
    // beginning) still being typed, each text new, so each one reaches the database.
    const typed = ['tu', 'nee', 'amla j', 'brhmi', 'shatav', 'trip', 'moringa oi', 'गिल'];
    const suggestions = await sequentialLatencies(
      Array.from({ length: searches }, (_, i) => {
        const q = `${Math.floor(i / typed.length) + 1} ${typed[i % typed.length]!}`;
        return `${baseUrl}/api/products/suggest?q=${encodeURIComponent(q)}`;
      }),
      searches,
    );
    console.log(
      `  suggestions, one request at a time: p50 ${suggestions.p50.toFixed(1)} ms, p95 ${suggestions.p95.toFixed(1)} ms`,
    );

    const postgres = database === 'PostgreSQL';
    if (postgres) {
      const reads = Math.min(cart.rps, orders.rps);
      goal(
        database,
        'authenticated reads ≥ 500 req/s',
        `${fmt(cart.rps)} / ${fmt(orders.rps)}`,
        reads >= 500,
      );
    } else {
      goal(
        database,
        'authenticated reads (goal set on PostgreSQL)',
        `${fmt(cart.rps)} / ${fmt(orders.rps)}`,
      );
    }
    goal(
      database,
      'add-to-cart ≥ 300 req/s, p99 ≤ 100 ms',
      `${fmt(add.rps)} req/s, p99 ${add.p99} ms`,
      add.rps >= 300 && add.p99 <= 100,
    );
    goal(
      database,
      'place-order ≥ 50/s, p99 ≤ 300 ms',
      `${fmt(place.rps)}/s, p99 ${place.p99} ms`,
      place.rps >= 50 && place.p99 <= 300,
    );
    const searchGoal = postgres ? 15 : 25;
    goal(
      database,
      `search p95 ≤ ${searchGoal} ms`,
      `${search.p95.toFixed(1)} ms`,
      search.p95 <= searchGoal,
    );
    goal(
      database,
      'suggestions p95 ≤ 15 ms',
      `${suggestions.p95.toFixed(1)} ms`,
      suggestions.p95 <= 15,
    );
    const errors = cart.errors + orders.errors + add.errors + place.errors;
    goal(database, 'the rest: 0 errors', String(errors), errors === 0);
  });
}

async function mixed(database: string, databaseUrl: string) {
  await withBenchShop<MixedShop>('mixed', databaseUrl, async (info) => {
    console.log(`\n${database}: browsing beside checkouts (35 products, 50 shoppers)`);
    const { results, cost } = await mixedRounds(info, SECONDS, ROUNDS);
    // The median round by how much browsing kept of its pace.
    const kept = (r: (typeof results)[number]) => r.busy.rps / r.alone.rps;
    const sorted = [...results].sort((a, b) => kept(a) - kept(b));
    const { alone, busy, checkouts } = sorted[Math.floor((sorted.length - 1) / 2)]!;
    record(database, 'browsing alone: product pages, 40 connections', alone.products);
    record(database, 'browsing alone: first listing page, 10 connections', alone.listing);
    const throughput = busy.rps / alone.rps;
    const productP50 = busy.products.p50 / Math.max(alone.products.p50, 1);
    record(
      database,
      'beside checkouts: product pages',
      busy.products,
      busy.products.rps / alone.products.rps,
    );
    record(
      database,
      'beside checkouts: first listing page',
      busy.listing,
      busy.listing.rps / alone.listing.rps,
    );
    console.log(
      `  checkouts: ${checkouts.done} paid, ${checkouts.failed} failed, place-order p99 ${checkouts.placeP99.toFixed(0)} ms, verify-payment p50 ${checkouts.verifyP50.toFixed(0)} ms, p99 ${checkouts.verifyP99.toFixed(0)} ms; ${checkouts.refused} refused posts, ${checkouts.refusedWrong} not refused`,
    );
    // Not a goal: what each checkout asks of the CPU, measured alone, says what bounds the ratio.
    console.log(
      `  checkouts alone, CPU per checkout: shop process ${cost.shopMs.toFixed(0)} ms` +
        ` (event loop ${cost.eventLoopMs.toFixed(0)} ms)` +
        (databaseUrl ? `, PostgreSQL ${cost.postgresMs.toFixed(0)} ms` : '') +
        ` (${cost.checkouts} checkouts)`,
    );
    goal(
      database,
      'browsing beside checkouts ≥ 0.8× alone',
      `${fmt(busy.rps)} / ${fmt(alone.rps)} req/s = ${throughput.toFixed(2)}×`,
      throughput >= 0.8,
    );
    goal(
      database,
      'product p50 beside checkouts ≤ 2× alone',
      `${busy.products.p50} / ${alone.products.p50} ms (p99 ${busy.products.p99} / ${alone.products.p99} ms)`,
      productP50 <= 2,
    );
    goal(
      database,
      'verify-payment p99 ≤ 300 ms',
      `${checkouts.verifyP99.toFixed(0)} ms`,
      checkouts.verifyP99 <= 300,
    );
    const errors =
      results.reduce((n, r) => n + r.alone.products.errors + r.alone.listing.errors, 0) +
      results.reduce(
        (n, r) =>
          n +
          r.busy.products.errors +
          r.busy.listing.errors +
          r.checkouts.failed +
          r.checkouts.refusedWrong,
        0,
      );
    goal(
      database,
      'mixed: 0 errors, every checkout paid, every refusal refused',
      String(errors),
      errors === 0,
    );
  });
}

async function pincodes(database: string, databaseUrl: string) {
  await withBenchShop<ShopInfo>('pincodes', databaseUrl, async (info) => {
    // PINs spread over the whole directory, each asked once: the server has no cache of its
    // own for them, so each answer is a query on the PIN's index. GET /api/health, one at a
    // time too, is the same run's yardstick for how busy the machine is.
    const all = readDirectoryFile();
    const count = ROUNDS * 100;
    const step = Math.max(2, Math.floor(all.length / count));
    const urls = (offset: number) =>
      Array.from(
        { length: count },
        (_, i) => `${info.baseUrl}/api/pincodes/${all[(i * step + offset) % all.length]!.pin}`,
      );
    // Warmed on the neighbouring PINs first, as a shop that has been answering for a while is.
    await sequentialLatencies(urls(1), count);
    const lookUp = await sequentialLatencies(urls(0), count);
    const health = await sequentialLatencies([`${info.baseUrl}/api/health`], count);
    console.log(
      `\n${database}: PIN look-up, one request at a time: p50 ${lookUp.p50.toFixed(2)} ms, p95 ${lookUp.p95.toFixed(2)} ms (health p50 ${health.p50.toFixed(2)} ms)`,
    );
    goal(database, 'PIN look-up p50 < 5 ms', `${lookUp.p50.toFixed(2)} ms`, lookUp.p50 < 5);
  });
}

/** The owner's dashboard over a long order history, each range read one request at a time. */
async function dashboard(database: string, databaseUrl: string) {
  const orders = process.env.BENCH_ORDERS ?? (database === 'PGlite' ? '200000' : '1000000');
  console.log(`\n${database}: writing ${Number(orders).toLocaleString('en-IN')} orders…`);
  await withBenchShop<ShopInfo & { loadSeconds: number }>(
    'dashboard',
    databaseUrl,
    async (info) => {
      const { baseUrl, cookies, loadSeconds } = info;
      const headers = { cookie: cookies[0]! };
      console.log(`  ${database}: orders written in ${loadSeconds.toFixed(0)} s`);
      // Last month: a whole calendar month against the one before it.
      const now = new Date(Date.now() + 330 * 60_000);
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
        .toISOString()
        .slice(0, 7);
      const ranges = ['7d', '30d', '90d', `month&month=${lastMonth}`];
      const count = ROUNDS * 30;
      const url = (range: string) => `${baseUrl}/api/dashboard?range=${range}`;
      // Warmed once per range, as a dashboard that has been opened before is.
      for (const range of ranges) await sequentialLatencies([url(range)], 3, headers);
      const health = await sequentialLatencies([`${baseUrl}/api/health`], count);
      for (const range of ranges) {
        const m = await sequentialLatencies([url(range)], count, headers);
        const name = range.split('&')[0]!;
        const ratio = m.p95 / Math.max(health.p95, 0.01);
        console.log(
          `  GET /api/dashboard?range=${name}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${ratio.toFixed(1)}× health p95 ${health.p95.toFixed(2)} ms)`,
        );
        goal(
          database,
          `dashboard ${name}, ${Number(orders).toLocaleString('en-IN')} orders: p95 < 300 ms`,
          `${m.p95.toFixed(1)} ms (${ratio.toFixed(1)}× health)`,
          m.p95 < 300,
        );
      }
    },
    { BENCH_ORDERS: orders },
  );
}

const databases: {
  name: string;
  open: () => Promise<{ url: string; drop: () => Promise<void> }>;
}[] = [{ name: 'PGlite', open: async () => ({ url: '', drop: async () => undefined }) }];
if (serverUrl) databases.push({ name: 'PostgreSQL', open: () => freshPostgres(serverUrl) });
else console.log('TEST_DATABASE_URL is not set: PostgreSQL is left out.');

// `catalogue`, `rest`, `mixed`, `pincodes` or `dashboard`, to run one part
const only = process.env.BENCH_ONLY;
for (const { name, open } of databases) {
  for (const part of [catalogue, rest, mixed, pincodes, dashboard]) {
    if (only && part.name !== only) continue;
    const database = await open();
    try {
      await part(name, database.url);
    } finally {
      await database.drop();
    }
  }
}

console.log('\nGoals');
console.table(
  goals.map((g) => ({
    database: g.database,
    goal: g.goal,
    measured: g.measured,
    pass: g.pass === undefined ? '– no goal' : g.pass ? '✔ pass' : '✘ miss',
  })),
);
const outDir = path.join(import.meta.dirname, '..', 'results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ seconds: SECONDS, rounds: ROUNDS, rows, goals }, null, 2));
console.log(`Saved ${file}`);
