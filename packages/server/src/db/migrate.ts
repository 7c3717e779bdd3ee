import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';

export const MIGRATION_LOCK = 7_301_001;

/** Applies the SQL migrations in `packages/server/drizzle`; safe when several instances start at once. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async () => {
    const config = { migrationsFolder: migrationsDir };
    if (database.kind === 'postgres') {
      await migratePg(database.db as unknown as NodePgDatabase, config);
    } else {
      await migratePglite(database.db as unknown as PgliteDatabase, config);
    }
  });
}
