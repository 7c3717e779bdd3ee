import type { FastifyInstance } from 'fastify';
import type { Shiprocket } from '../../lib/shiprocket/client';
import { pollQuietShipments } from './shiprocket';

/** The advisory lock of the poll: one instance at a time asks Shiprocket. */
export const SHIPMENT_POLL_LOCK = 7_301_027;

/**
 * Every half hour, Shiprocket shipments with no news for 12 hours are asked about, as
 * background work of the app under an advisory lock (a job scheduler may take this over).
 */
export function scheduleShipmentPolling(
  app: FastifyInstance,
  shiprocket: Shiprocket,
  intervalMs = 30 * 60 * 1000,
) {
  const tick = () =>
    app.background.run('shiprocket-poll', 'Polling quiet shipments', app.log, () =>
      app.database.tryWithLock(SHIPMENT_POLL_LOCK, () =>
        pollQuietShipments(
          {
            db: app.database.db,
            mailer: app.mailer,
            publicUrl: app.config.PUBLIC_URL,
            log: app.log,
          },
          shiprocket,
        ),
      ),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
