import { mkdirSync } from 'node:fs';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { SEED_LOCK, seedDatabase } from './db/seed';
import { lockDataDir } from './lib/data-dir-lock';
import { loadPincodeDirectory } from './modules/pincodes/load';
import { createImageStore } from './lib/image-store';
import { dataPaths } from './lib/paths';

/**
 * Opens the database the configuration names: PGlite under DATA_DIR unless DATABASE_URL.
 * The embedded folder is locked to this process first; `release` gives it up.
 */
export async function openConfiguredDatabase(config: Config) {
  mkdirSync(config.DATA_DIR, { recursive: true });
  if (config.DATABASE_URL) {
    return { database: await openDatabase({ url: config.DATABASE_URL }), release: () => {} };
  }
  const release = lockDataDir(config.DATA_DIR);
  try {
    const database = await openDatabase({ dataDir: dataPaths(config.DATA_DIR).database });
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Brings the database up to date and seeds it when empty (the first admin, the demo shop,
 * the PIN directory).
 */
export async function migrateAndSeed(
  config: Config,
  database: Database,
  progress?: (message: string) => void,
) {
  await runMigrations(database);
  const imagesDir = dataPaths(config.DATA_DIR).productImages;
  mkdirSync(imagesDir, { recursive: true });
  const images = createImageStore(imagesDir);
  return database.withLock(SEED_LOCK, async () => {
    const seeded = await seedDatabase({
      db: database.db,
      images,
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      demo: config.SEED_DEMO,
      progress,
    });
    const pins = await loadPincodeDirectory(database.db);
    if (pins > 0) progress?.(`Loaded the PIN directory: ${pins} PIN codes`);
    return seeded;
  });
}
