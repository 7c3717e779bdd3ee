import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client';
import * as schema from './schema';
import { listenOnServer } from './server-listen';

/** A request waits at most this long for a connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool of 10 connections. Every connection has an 'error' listener from the moment it
 * opens, so a lost server never reaches Node as an unhandled 'error' event, whether the
 * connection is idle or checked out.
 */
function openPool(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection that loses its server is dropped by the pool, which then says so here.
  pool.on('error', () => undefined);
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    // The statement in flight has failed with this error already; what is left is the slot.
    client.on('error', (err) => {
      if (checkedOut.has(client)) releaseLost(client, err);
    });
  });
  return pool;
}

/**
 * Gives a checked-out connection that lost its server back to the pool, which closes it and
 * opens a new one when needed. Its user may never release it (Drizzle does not when `begin`
 * fails), and a pool short of a slot per lost connection would soon hang; the user's own
 * release later does nothing.
 */
function releaseLost(client: pg.PoolClient, err: Error) {
  const release = client.release.bind(client);
  client.release = () => undefined;
  release(err);
}

/**
 * Runs `fn` while holding the advisory lock `key`, or returns undefined when `wait` is false
 * and another session holds it. The lock belongs to the session that took it: it is taken,
 * held and given back on one connection, kept out of the pool meanwhile.
 */
async function holdingLock<T>(
  pool: pg.Pool,
  key: number,
  wait: boolean,
  fn: (lost: AbortSignal) => Promise<T>,
): Promise<T | undefined> {
  const client = await pool.connect();
  const lost = new AbortController();
  const onLost = (err: Error) => lost.abort(err);
  client.on('error', onLost);
  let closeWith: Error | undefined;
  try {
    if (wait) await client.query('select pg_advisory_lock($1)', [key]);
    else {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [key],
      );
      if (!rows[0]?.locked) return undefined;
    }
    try {
      const result = await fn(lost.signal);
      lost.signal.throwIfAborted();
      return result;
    } finally {
      // A lost connection took the lock with it; one that cannot give it back is closed,
      // which does.
      if (!lost.signal.aborted)
        await client.query('select pg_advisory_unlock($1)', [key]).catch((err: Error) => {
          closeWith = err;
        });
    }
  } finally {
    client.off('error', onLost);
    client.release(closeWith);
  }
}

/** A PostgreSQL server: a pool of connections, advisory locks, LISTEN on its own connection. */
export function openServerDatabase(url: string): Database {
  const pool = openPool(url);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    // Waiting, it always gets the lock: the result is fn's.
    withLock: <T>(key: number, fn: (lost: AbortSignal) => Promise<T>) =>
      holdingLock(pool, key, true, fn) as Promise<T>,
    tryWithLock: (key, fn) => holdingLock(pool, key, false, fn),
    onConnection(listener) {
      pool.on('connect', listener);
      return () => void pool.off('connect', listener);
    },
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    close: () => pool.end(),
  };
}
