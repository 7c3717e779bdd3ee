import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operationsMessages } from '@shop/shared';
import { orders } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { mailQueueCounts } from '../mail/outbox';
import { lastBackupAt } from '../backup/service';
import { currentStatusSql } from '../orders/domain';
import { createAppMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ReturnType<typeof createAppMetrics>;
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const WEBHOOK_ROUTE = '/api/payments/razorpay/webhook';
const PENDING_MINUTES = 20;

function tokenMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus's text format, and the request metrics behind it. With
 * METRICS_TOKEN it answers only `Authorization: Bearer <token>`; without, only a client whose
 * address (as read behind the proxies the shop trusts) is this machine.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  const metrics = createAppMetrics(app.database.db, app.log);
  app.decorate('metrics', metrics);

  metrics.gaugeFromDatabase({
    name: 'shop_payments_pending_over_20m',
    help: `Orders still waiting for their payment ${PENDING_MINUTES} minutes after they were placed.`,
    read: async (db) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          sql`${currentStatusSql} = 'Placed' and ${orders.created_at} < now() - make_interval(mins => ${PENDING_MINUTES})`,
        );
      return Number(row?.n ?? 0);
    },
  });
  metrics.gaugeFromDatabase({
    name: 'shop_backup_last_success_timestamp_seconds',
    help: 'When the newest backup file was written (Unix time; 0 before the first).',
    read: async (db) => {
      const last = await lastBackupAt(db);
      return last ? last.getTime() / 1000 : 0;
    },
  });

  metrics.gaugeFromDatabase({
    name: 'shop_mail_queue',
    help: 'Mails not yet sent: waiting for their first tries, or failing (three failures or more, or given up).',
    labelNames: ['state'],
    read: async (db) => {
      const { waiting, failing } = await mailQueueCounts(db);
      return [
        { labels: { state: 'waiting' }, value: waiting },
        { labels: { state: 'failing' }, value: failing },
      ];
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.durations.observe(labels, reply.elapsedTime / 1000);
    if (route === WEBHOOK_ROUTE && reply.statusCode >= 400) metrics.webhookFailures.inc();
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (token) {
      if (!tokenMatches(request.headers.authorization, token))
        throw unauthorized(operationsMessages.metricsTokenRequired);
    } else if (!LOOPBACK.test(request.ip)) {
      throw forbidden(operationsMessages.metricsForbidden);
    }
    const { contentType, body } = await metrics.text();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
