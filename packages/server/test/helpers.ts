import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import type { Mailer } from '../src/lib/mailer';
import { describeMismatches, watchResponseShapes } from './response-shapes';

// Building the shop for a test. What tests do with it lives in the topic modules beside this
// one: catalogue, product-upload, shop-settings, accounts, logins, outbox, requests, answers.

/**
 * A fresh database per test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (or `serverUrl`), so the same suite proves
 * both paths.
 */
async function freshDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: async () => undefined };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestApp = {
  app: App;
  config: Config;
  database: Database;
  db: Database['db'];
  /** The PostgreSQL database's URL; undefined on embedded PGlite. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
  {
    logger = false,
    mailer,
    webDir,
    databaseServer,
  }: {
    logger?: FastifyServerOptions['logger'];
    mailer?: Mailer;
    webDir?: string;
    /** A PostgreSQL server of the test's own, instead of TEST_DATABASE_URL's. */
    databaseServer?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  // Staff two-factor is optional here so the suite's staff sign in with a password; the
  // tests of two-factor itself ask for the default.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    STAFF_2FA: 'optional',
    ...env,
  });
  const { database, url: databaseUrl, drop } = await freshDatabase(databaseServer);
  await runMigrations(database);
  const app = await buildApp({ config, database, mailer, webDir }, logger);
  // Every JSON answer of every integration test is checked against the shared schemas,
  // except the successes of routes a test adds for itself.
  const testRoutes = new Set<string>();
  const mismatches = watchResponseShapes(app, testRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) testRoutes.add(`${method} ${route.url}`);
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    databaseUrl,
    close: async () => {
      await app.close();
      // A test may have closed the database on purpose already.
      await database.close().catch(() => undefined);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (mismatches.length > 0)
        throw new Error(`responses not matching their schema:\n${describeMismatches(mismatches)}`);
    },
  };
}

/**
 * Another instance of the shop on the same PostgreSQL database as `t`, as when several run
 * behind a load balancer. Closing it leaves the database to `t`.
 */
export async function buildSecondApp(
  t: TestApp,
  /** Another way to the same database (through a proxy), settings of its own. */
  { url = t.databaseUrl, config = {} }: { url?: string; config?: Partial<Config> } = {},
) {
  if (!url) throw new Error('a second instance needs a PostgreSQL database');
  const database = await openDatabase({ url });
  const app = await buildApp({ config: { ...t.config, ...config }, database }, false);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A log stream that keeps each line it is written in `lines`, for tests that read the log. */
export const linesInto = (lines: string[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
