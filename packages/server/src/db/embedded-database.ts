import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';
import * as schema from './schema';

/** PGlite in `dataDir` (in memory when undefined); one process owns the folder. */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, fuzzystrmatch } });
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
