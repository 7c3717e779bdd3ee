import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { SEED_LOCK, seedDatabase } from './db/seed';
import { createImageStore } from './lib/image-store';
import { dataPaths } from './lib/paths';

/** Opens the database the configuration names (PGlite under DATA_DIR unless DATABASE_URL). */
export async function openConfiguredDatabase(config: Config) {
  const paths = dataPaths(config.DATA_DIR);
  mkdirSync(config.DATA_DIR, { recursive: true });
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : paths.database,
  });
}

/** Everything `npm start` does before listening: migrate, seed an empty database, build the app. */
export async function prepareShop(config: Config) {
  const database = await openConfiguredDatabase(config);
  await runMigrations(database);
  const images = createImageStore(dataPaths(config.DATA_DIR).productImages);
  const app = await buildApp({ config, database });
  const seeded = await database.withLock(SEED_LOCK, () =>
    seedDatabase({
      db: database.db,
      images,
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      demo: config.SEED_DEMO,
    }),
  );
  return { app, database, seeded };
}
