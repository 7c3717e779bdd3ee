import type { FastifyInstance } from 'fastify';
import { runOncePerDay } from '../alerts/daily-job';
import { LOW_STOCK_JOB } from '../alerts/shop-alerts';
import { sellerFromConfig } from '../tax-documents/seller';
import { reconcileOnce, reconcileRefundsOnce } from '../payments/reconciler';
import { DAY_MS, pruneAudit } from '../audit/prune';
import { expireUnconfirmedCod } from '../cod/service';
import { tidySearchIndexes } from '../products/search/index-upkeep';

/** The shop's periodic work and how often it runs (docs/operations.md, "Jobs"). */
const SHOP_JOBS = {
  mailSender: { name: 'mail-sender', everyMs: 30_000 },
  reconciler: { name: 'payment-reconciler', everyMs: 60_000 },
  lowStock: { name: LOW_STOCK_JOB, everyMs: 60 * 60 * 1000 },
  auditPrune: { name: 'audit-prune', everyMs: DAY_MS },
  codExpiry: { name: 'cod-expiry', everyMs: 30_000 },
  searchIndexes: { name: 'search-index-upkeep', everyMs: 60_000 },
} as const;

/** Registers the shop's own jobs on the app's scheduler. */
export function registerShopJobs(app: FastifyInstance) {
  const { database, config } = app;
  app.jobs.register({ ...SHOP_JOBS.mailSender, run: () => app.mailSender.runOnce() });
  app.jobs.register({
    ...SHOP_JOBS.reconciler,
    // Placed orders paid or lapsed (their holds released, their shoppers mailed), then refunds.
    run: async () => {
      const opts = {
        database,
        gateway: app.gateway,
        log: app.log,
        seller: sellerFromConfig(config),
        paidNotices: app.paidNotices,
        mailer: app.mailer,
        publicUrl: config.PUBLIC_URL,
      };
      await reconcileOnce(opts);
      await reconcileRefundsOnce(opts);
    },
  });
  // Checked hourly; mails at most once per India calendar day.
  app.jobs.register({
    ...SHOP_JOBS.lowStock,
    run: () => runOncePerDay(database.db, LOW_STOCK_JOB, () => app.alerts.lowStock()),
  });
  // Audit entries past AUDIT_KEEP_DAYS go, daily.
  app.jobs.register({
    ...SHOP_JOBS.auditPrune,
    run: async () => {
      const removed = await pruneAudit(database, config.AUDIT_KEEP_DAYS);
      if (removed > 0) app.log.info({ removed }, 'audit log entries past retention removed');
    },
  });
  // Cash on delivery orders left unconfirmed past COD_CONFIRM_HOURS are cancelled.
  app.jobs.register({
    ...SHOP_JOBS.codExpiry,
    run: async () => {
      const cancelled = await expireUnconfirmedCod(database.db, config.PUBLIC_URL);
      if (cancelled > 0) {
        app.log.info({ cancelled }, 'unconfirmed cash on delivery orders cancelled');
        app.mailSender.nudge();
      }
    },
  });
  // Search's indexes take in what was written since the last run, so searches read no backlog.
  app.jobs.register({
    ...SHOP_JOBS.searchIndexes,
    run: async () => {
      await tidySearchIndexes(database.db);
    },
  });
}
