import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createBackgroundWork } from '../../lib/background';
import { lastBackupAt, takeBackup } from './service';

export const BACKUP_LOCK = 7_301_033;

/**
 * Backs up every BACKUP_INTERVAL_HOURS while the shop runs (0: never). Each tick, the
 * instance holding the advisory lock compares the newest backup any instance recorded with
 * the interval, so with several instances one of them takes each backup. The first tick
 * waits a minute, so a start is not slowed by it.
 */
export function startBackupSchedule(
  { config, database, log }: { config: Config; database: Database; log: FastifyBaseLogger },
  { firstMs = 60_000, everyMs = 10 * 60_000 } = {},
) {
  const intervalMs = config.BACKUP_INTERVAL_HOURS * 60 * 60 * 1000;
  if (intervalMs === 0) return async () => undefined;
  const work = createBackgroundWork();
  const tick = () =>
    work.run('backup', 'Scheduled backup', log, () =>
      database.tryWithLock(BACKUP_LOCK, async () => {
        const last = await lastBackupAt(database.db);
        if (last && Date.now() - last.getTime() < intervalMs) return;
        const { file } = await takeBackup({ config, database, databaseUrl: config.DATABASE_URL });
        log.info({ file }, 'Backup written');
      }),
    );
  const first = setTimeout(tick, firstMs);
  const timer = setInterval(tick, Math.min(everyMs, intervalMs));
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await work.settled();
  };
}
