import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client';
import * as schema from './schema';
import { listenOnServer } from './server-listen';

/** Runs `fn` while `client` holds the advisory lock `key`, and gives the lock back after. */
async function holdingLock<T>(client: pg.PoolClient, key: number, fn: () => Promise<T>) {
  try {
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]);
  }
}

/** A PostgreSQL server: a pool of 10 connections, advisory locks, LISTEN on its own connection. */
export function openServerDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  // An advisory lock belongs to the session that took it: it is taken, held and given back
  // on one connection, kept out of the pool meanwhile.
  const onOwnConnection = async <T>(use: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      return await use(client);
    } finally {
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    withLock: (key, fn) =>
      onOwnConnection(async (client) => {
        await client.query('select pg_advisory_lock($1)', [key]);
        return holdingLock(client, key, fn);
      }),
    tryWithLock: (key, fn) =>
      onOwnConnection(async (client) => {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [key],
        );
        if (!rows[0]?.locked) return undefined;
        return holdingLock(client, key, fn);
      }),
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    close: () => pool.end(),
  };
}
