import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db, ListenHandlers } from './client';
import * as schema from './schema';

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
