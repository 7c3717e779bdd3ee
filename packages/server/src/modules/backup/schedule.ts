import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { lastBackupAt, takeBackup } from './service';

const BACKUP_JOB = 'backup';

/**
 * Backs up every BACKUP_INTERVAL_HOURS while the shop runs (0: never), as a job of the shop's
 * scheduler: it looks every ten minutes (or each interval, when shorter) and, when the newest
 * backup any instance recorded is older than the interval, takes one. The scheduler's lease
 * makes one instance run each look, and a backup cut off midway (a killed process) is taken
 * again once its lease runs out. Undefined when backups are off.
 */
export function backupJob(
  { config, database, log }: { config: Config; database: Database; log: FastifyBaseLogger },
  { everyMs = 10 * 60_000 } = {},
): Job | undefined {
  const intervalMs = config.BACKUP_INTERVAL_HOURS * 60 * 60 * 1000;
  if (intervalMs === 0) return undefined;
  return {
    name: BACKUP_JOB,
    everyMs: Math.min(everyMs, intervalMs),
    run: async () => {
      const last = await lastBackupAt(database.db);
      if (last && Date.now() - last.getTime() < intervalMs) return;
      const { file } = await takeBackup({ config, database, databaseUrl: config.DATABASE_URL });
      log.info({ file }, 'Backup written');
    },
  };
}
