// `npm run bench:search`: search as it reads the database now, against the design
// before it (ranking tiers read on the rank index, the rest in one pass: kept below as it was),
// on the same catalogue in the same process, taking turns query by query so the machine's other
// load falls on both alike. Prints p50 and p95 of each and their ratio, per query and overall,
// and fails if the two ever answer different pages. BENCH_PRODUCTS (100000) products; on the
// embedded database, and on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client';
import { openDatabase } from '../../packages/server/src/db/client';
import { runMigrations } from '../../packages/server/src/db/migrate';
import {
  didYouMean,
  queryWords,
  searchProductIds,
  type SearchFilter,
} from '../../packages/server/src/modules/products/search/search';
import { tierQueries } from '../../packages/server/src/modules/products/search/tsquery';
import { insertBenchCatalogue } from './catalogue';
import { tidySearchIndexes } from '../../packages/server/src/modules/products/search/index-upkeep';
import { percentile } from './measure';
import { freshPostgres } from './processes';
import { SEARCH_TERMS } from './search-terms';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The previous design: the best tier on the rank index, the other matches ranked in one pass. */
async function searchBefore(db: Db, filter: SearchFilter) {
  const words = await queryWords(db, filter.search, false);
  if (words.length === 0) return [];
  const [exactName, named, matches] = tierQueries(words).map((t) => t.weighted) as [
    string,
    string,
    string,
  ];
  const want = filter.offset + filter.limit + 1;
  const best = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.product_id as id from product_search s
      where s.vector @@ ${exactName}::tsquery
      order by s.in_stock desc, s.product_id
      limit ${want}`),
  );
  let rows = best;
  if (best.length < want) {
    const rest = rowsOf<{ id: number }>(
      await db.execute(sql`
        select s.product_id as id from product_search s
        where s.vector @@ ${matches}::tsquery and not (s.vector @@ ${exactName}::tsquery)
        order by (s.vector @@ ${named}::tsquery) desc, s.in_stock desc, s.product_id
        limit ${want - best.length}`),
    );
    rows = [...best, ...rest];
  }
  return rows.slice(filter.offset, filter.offset + filter.limit).map((r) => Number(r.id));
}

// The bench's search terms, and two more that match widely.
const terms = [...SEARCH_TERMS, 'herbal', 'giloy soap 7'];

async function compare(name: string, db: Db) {
  console.log(`\n${name}: filling ${PRODUCTS} products…`);
  await insertBenchCatalogue(db, PRODUCTS);
  await tidySearchIndexes(db); // as the shop's upkeep job does within a minute
  const times = { before: [] as number[], now: [] as number[] };
  const perTerm = new Map<string, { before: number[]; now: number[] }>();
  const timed = async (fn: () => Promise<unknown>) => {
    const started = performance.now();
    const result = await fn();
    return { ms: performance.now() - started, result };
  };
  for (let round = 0; round < ROUNDS + 1; round++) {
    for (let offset = 0; offset < 24; offset += 3) {
      for (const term of terms) {
        const filter = { search: term, limit: 12, offset };
        const before = await timed(async () => {
          const ids = await searchBefore(db, filter);
          // A miss also looks for a close query, as the route does (with the search now).
          if (ids.length === 0 && offset === 0) await didYouMean(db, filter);
          return ids;
        });
        const now = await timed(async () => {
          const { ids } = await searchProductIds(db, filter);
          if (ids.length === 0 && offset === 0) await didYouMean(db, filter);
          return ids;
        });
        if (JSON.stringify(before.result) !== JSON.stringify(now.result)) {
          throw new Error(`"${term}" at ${offset}: ${before.result} before, ${now.result} now`);
        }
        if (round === 0) continue; // warming up
        times.before.push(before.ms);
        times.now.push(now.ms);
        const entry = perTerm.get(term) ?? { before: [], now: [] };
        entry.before.push(before.ms);
        entry.now.push(now.ms);
        perTerm.set(term, entry);
      }
    }
  }
  const row = (label: string, t: { before: number[]; now: number[] }) => ({
    query: label,
    'before p50': percentile(t.before, 0.5).toFixed(2),
    'before p95': percentile(t.before, 0.95).toFixed(2),
    'now p50': percentile(t.now, 0.5).toFixed(2),
    'now p95': percentile(t.now, 0.95).toFixed(2),
    'p95 ratio': (percentile(t.now, 0.95) / percentile(t.before, 0.95)).toFixed(2),
  });
  console.table([...[...perTerm].map(([term, t]) => row(term, t)), row('all', times)]);
}

const embedded = await openDatabase({});
await runMigrations(embedded);
await compare('PGlite', embedded.db);
await embedded.close();

const serverUrl = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const fresh = await freshPostgres(serverUrl);
  const server = await openDatabase({ url: fresh.url });
  try {
    await runMigrations(server);
    await compare('PostgreSQL', server.db);
  } finally {
    await server.close();
    await fresh.drop();
  }
}
