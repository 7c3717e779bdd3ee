import { PGlite, types } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';
import * as schema from './schema';

/**
 * The array types whose values come back as arrays: those of the shop's columns (checked by a
 * test) and the common ones a query may build. Any other comes back in PostgreSQL's text form.
 */
export const PARSED_ARRAY_TYPES = [
  1000, // boolean[]
  1005, // smallint[]
  1007, // integer[]
  1009, // text[]
  1015, // varchar[]
  1016, // bigint[]
  1021, // real[]
  1022, // double precision[]
  1231, // numeric[]
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  199, // json[]
  3807, // jsonb[]
  2951, // uuid[]
];

/**
 * PGlite copies its parser table into a new object for every result it reads, and the table
 * holds a parser for each of the some 300 array types the server knows: a tenth of a
 * millisecond per statement, on the event loop. Only the scalar parsers and the array types
 * above are kept.
 */
function keepUsedParsers(client: PGlite) {
  const kept = new Set<string>([
    ...Object.keys(types.parsers),
    ...PARSED_ARRAY_TYPES.map(String),
  ]);
  client.parsers = Object.fromEntries(
    Object.entries(client.parsers).filter(([type]) => kept.has(type)),
  );
}

/** PGlite in `dataDir` (in memory when undefined); one process owns the folder. */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, fuzzystrmatch } });
  keepUsedParsers(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  // PGlite serves one process over one connection, so there is nobody to race.
  return {
    db,
    kind: 'embedded',
    withLock: (_key, fn) => fn(new AbortController().signal),
    tryWithLock: (_key, fn) => fn(new AbortController().signal),
    onConnection: () => () => undefined,
    // One process owns the folder, so every write passes here; PGlite delivers a
    // notification before the statement that sent it resolves.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.notify);
      handlers.connected(true);
      return () => unlisten().catch(() => undefined);
    },
    close: () => client.close(),
  };
}
