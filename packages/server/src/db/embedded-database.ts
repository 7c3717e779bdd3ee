import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';
import { EmbeddedClient } from './embedded-client';
import * as schema from './schema';

/**
 * PGlite in `dataDir` (in memory when undefined), on a thread of its own; one process owns the
 * folder.
 */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<Database> {
  const client = await EmbeddedClient.open(dataDir);
  // Drizzle speaks to it as to PGlite: the statements it uses are the client's.
  const db = drizzle(client as never, { schema }) as unknown as Db;
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
