import type { FastifyInstance } from 'fastify';
import type { Shiprocket } from '../../lib/shiprocket/client';
import { pollQuietShipments } from './shiprocket';

/** The job that asks Shiprocket about quiet shipments, and how often (docs/operations.md, "Jobs"). */
const SHIPMENT_POLL_JOB = { name: 'shiprocket-poll', everyMs: 30 * 60 * 1000 } as const;

/**
 * Every half hour, Shiprocket shipments with no news for 12 hours are asked about: a job of the
 * shop's scheduler, so with several instances one of them runs each poll, and a poll cut off
 * midway runs again once its lease runs out.
 */
export function registerShipmentPolling(
  app: FastifyInstance,
  shiprocket: Shiprocket,
  everyMs: number = SHIPMENT_POLL_JOB.everyMs,
) {
  app.jobs.register({
    name: SHIPMENT_POLL_JOB.name,
    everyMs,
    run: () =>
      pollQuietShipments(
        {
          db: app.database.db,
          mailer: app.mailer,
          publicUrl: app.config.PUBLIC_URL,
          log: app.log,
        },
        shiprocket,
      ),
  });
}
