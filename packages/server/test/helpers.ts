import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { categories, productImages, products } from '../src/db/schema';
import { createImageStore } from '../src/lib/image-store';
import { dataPaths } from '../src/lib/paths';

/**
 * A fresh database per test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, so the same suite proves both paths.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
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
  close: () => Promise<void>;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0', ...env });
  const { database, drop } = await freshDatabase();
  await runMigrations(database);
  const app = await buildApp({ config, database }, false);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      // A test may have closed the database on purpose already.
      await database.close().catch(() => undefined);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small real PNG, different for each colour, to stand in for a product photo. */
export const pngImage = (color = '#4a7c59', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } }).png().toBuffer();

export async function createCategory(t: TestApp, values: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(categories)
    .values({ name: `Category ${randomBytes(3).toString('hex')}`, description: 'Herbal goods', gst_percent: 12, ...values })
    .returning();
  return row!;
}

export async function createProduct(
  t: TestApp,
  values: Partial<typeof products.$inferInsert> & { category_id: number },
  imageCount = 1,
) {
  const [row] = await t.db
    .insert(products)
    .values({
      name: 'Tulsi Drops 30 ml',
      description: 'Holy basil extract in drops.',
      user_manual: 'Take 5 drops in warm water twice a day.',
      stock: 10,
      rate_paise: 19900,
      weight_grams: 120,
      ...values,
    })
    .returning();
  const store = createImageStore(dataPaths(t.config.DATA_DIR).productImages);
  for (let position = 0; position < imageCount; position++) {
    const file_key = await store.save(await pngImage());
    await t.db.insert(productImages).values({ product_id: row!.id, file_key, position });
  }
  return row!;
}
