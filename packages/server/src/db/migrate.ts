import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';

const MIGRATION_LOCK = 7_301_001;

/** Applies the SQL migrations in `packages/server/drizzle`; safe when several instances start at once. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async () => {
    const config = { migrationsFolder: migrationsDir };
    // Each driver's migrator is loaded only when that driver is in use.
    if (database.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as unknown as NodePgDatabase, config);
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as unknown as PgliteDatabase, config);
    }
  });
}
