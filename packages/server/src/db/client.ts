import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repo functions accept both. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** The server's connection string (for pg_dump); undefined on the embedded database. */
  url?: string;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock, so one instance at a time does it.
   * The lock lives as long as its connection: `lost` aborts when that connection is lost (the
   * server has let the lock go), and the call then fails, so `fn` should stop at the next
   * step and the work be tried again later.
   */
  withLock<T>(key: number, fn: (lost: AbortSignal) => Promise<T>): Promise<T>;
  /** Like withLock, but gives up at once (undefined) when another instance holds the lock. */
  tryWithLock<T>(key: number, fn: (lost: AbortSignal) => Promise<T>): Promise<T | undefined>;
  /**
   * Calls `listener` whenever a new connection to the server opens: after an outage, the
   * first one says the database is back. PGlite has no connection to lose and never calls it.
   * Returns the function that stops calling it.
   */
  onConnection(listener: () => void): () => void;
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
  /**
   * On a server: how often the listening connection proves it still hears, by a notification
   * to itself; one not back by the next beat counts as a lost connection.
   */
  heartbeatMs?: number;
};

/**
 * PostgreSQL everywhere: a server when DATABASE_URL is set, otherwise PGlite
 * (PostgreSQL compiled to WebAssembly) in `dataDir`, or in memory when it is undefined.
 * Only the driver in use is loaded, which keeps start-up short.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) return (await import('./server-database')).openServerDatabase(opts.url);
  return (await import('./embedded-database')).openEmbeddedDatabase(opts.dataDir);
}
