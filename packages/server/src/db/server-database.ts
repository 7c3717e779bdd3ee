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

/** A PostgreSQL server: a pool of 10 connections, advisory locks, LISTEN on its own connection. */
export function openServerDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
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
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    close: () => pool.end(),
  };
}
