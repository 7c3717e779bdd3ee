// Load benchmarks of the catalogue API on a catalogue of 100,000 products.
// Each scenario's throughput is reported as a ratio against a baseline measured in the same
// run (GET /api/health), so results compare across machines. Not part of `npm test`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { runMigrations } from '../../packages/server/src/db/migrate';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Result = { name: string; path: string; rps: number; p99: number; errors: number };

async function measure(baseUrl: string, name: string, urlPath: string): Promise<Result> {
  const run = await autocannon({
    url: baseUrl + urlPath,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    name,
    path: urlPath,
    rps: run.requests.average,
    p99: run.latency.p99,
    errors: run.errors + run.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0' });
const database = await openDatabase({
  url: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATABASE_URL ? undefined : path.join(dataDir, 'db'),
});
await runMigrations(database);
const { db } = database;

console.log(`Filling the catalogue with ${PRODUCTS.toLocaleString('en-IN')} products…`);
await db.execute(sql`truncate products, categories restart identity cascade`);
await db.execute(
  sql`insert into categories (name, description, gst_percent) values ('Bench', 'Bench', 12)`,
);
const herbs = [
  'Tulsi',
  'Neem',
  'Amla',
  'Brahmi',
  'Giloy',
  'Moringa',
  'Triphala',
  'Shatavari',
  'Arjuna',
  'Haldi',
];
const forms = ['Capsules', 'Churna', 'Tea', 'Oil', 'Juice', 'Tablets', 'Face Wash', 'Soap'];
await db.execute(sql`
  insert into products (name, description, user_manual, stock, rate_paise, weight_grams, category_id)
  select
    (${sql.raw(`array['${herbs.join("','")}']`)})[1 + i % ${herbs.length}] || ' ' ||
    (${sql.raw(`array['${forms.join("','")}']`)})[1 + (i / 10) % ${forms.length}] || ' ' || i,
    'Traditional herbal preparation number ' || i || ' for daily wellness.',
    'Use as directed.', 50, 10000 + i % 90000, 100 + i % 900, 1
  from generate_series(1, ${PRODUCTS}) as i`);
// One rare product, so a selective search has exactly one match to find.
await db.execute(sql`insert into products (name, description, user_manual, stock, rate_paise, weight_grams, category_id)
  values ('Ashwagandha Root Capsules', 'Withania somnifera root.', 'Use as directed.', 50, 34900, 90, 1)`);
await db.execute(sql`analyze products`);

const app = await buildApp({ config, database }, false);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const scenarios: [string, string][] = [
  ['product page', '/api/products/4242'],
  ['listing, first page', '/api/products'],
  ['listing, one category', '/api/products?category_id=1&offset=48'],
  ['search, one match', '/api/products?search=ashwagandha'],
  ['search, many matches', '/api/products?search=tulsi'],
  ['search, no match', '/api/products?search=zzqx'],
];

const baseline = await measure(baseUrl, 'baseline: health', '/api/health');
const results = [baseline];
for (const [name, urlPath] of scenarios) results.push(await measure(baseUrl, name, urlPath));

// The same selective searches without the trigram indexes: what the indexes are worth.
await db.execute(sql`drop index products_name_trgm_idx`);
await db.execute(sql`drop index products_description_trgm_idx`);
results.push(
  await measure(baseUrl, 'search, one match, no trigram index', '/api/products?search=ashwagandha'),
);
results.push(
  await measure(baseUrl, 'search, no match, no trigram index', '/api/products?search=zzqx'),
);

// Put the indexes back, so a PostgreSQL database given in BENCH_DATABASE_URL is left as found.
await db.execute(
  sql`create index products_name_trgm_idx on products using gin (name gin_trgm_ops)`,
);
await db.execute(
  sql`create index products_description_trgm_idx on products using gin (description gin_trgm_ops)`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n${PRODUCTS.toLocaleString('en-IN')} products, ${CONNECTIONS} connections, ${SECONDS} s each\n`,
);
console.table(
  results.map((r) => ({
    scenario: r.name,
    'req/s': Math.round(r.rps),
    'p99 ms': r.p99,
    'vs baseline': (r.rps / baseline.rps).toFixed(3),
    errors: r.errors,
  })),
);
const outDir = path.join(import.meta.dirname, '..', 'results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `catalogue-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { products: PRODUCTS, seconds: SECONDS, connections: CONNECTIONS, results },
    null,
    2,
  ),
);
console.log(`\nSaved ${file}`);
