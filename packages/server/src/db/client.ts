import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repo functions accept both. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Runs `fn` while holding a PostgreSQL advisory lock, so one instance at a time does it. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Like withLock, but gives up at once (undefined) when another instance holds the lock. */
  tryWithLock<T>(key: number, fn: () => Promise<T>): Promise<T | undefined>;
  /**
   * Subscribes to NOTIFY on `channel`. `connected(false)` says notifications may be missed
   * (the listening connection is gone and being re-opened); `connected(true)` that they flow.
   * Resolves to the function that unsubscribes.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  notify: (payload: string) => void;
  connected: (up: boolean) => void;
};

const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened
 * again after a loss; a notification sent while it was away is lost, hence `connected`.
 */
async function listenOnServer(url: string, channel: string, handlers: ListenHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || stopped) return;
      client = undefined;
      handlers.connected(false);
      schedule();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    handlers.connected(true);
  };
  const schedule = () => {
    retry = setTimeout(() => {
      if (!stopped) open().catch(schedule);
    }, RELISTEN_MS);
    retry.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * PostgreSQL everywhere: a server when DATABASE_URL is set, otherwise PGlite
 * (PostgreSQL compiled to WebAssembly) in `dataDir`, or in memory when it is undefined.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      async tryWithLock(key, fn) {
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [key],
          );
          if (!rows[0]?.locked) return undefined;
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      listen: (channel, handlers) => listenOnServer(opts.url!, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite serves one process over one connection, so there is nobody to race.
  return {
    db,
    kind: 'embedded',
    withLock: (_key, fn) => fn(),
    tryWithLock: (_key, fn) => fn(),
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
