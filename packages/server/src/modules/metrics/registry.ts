import { ORDER_STATUS, type OrderStatus } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';
import type { Db } from '../../db/client';

/**
 * What the shop counts for `GET /metrics` (docs/decisions/033). Events that happen deep in
 * the code whoever caused them (orders placed, paid, failed, cancelled) are counted in one
 * registry for the process, beside the library's process metrics; each app adds its own
 * registry of request metrics and gauges read from the database when scraped.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const orderEvents = new Counter({
  name: 'shop_orders_total',
  help: 'Orders placed, paid, failed and cancelled by this process.',
  labelNames: ['event'] as const,
  registers: [processRegistry],
});

// Every event has its series from the start, so increase() sees the first one.
for (const event of ['placed', 'paid', 'failed', 'cancelled']) orderEvents.inc({ event }, 0);

/** The event an order's move to `status` counts as, if it counts. */
const EVENT_OF: Partial<Record<OrderStatus, 'paid' | 'failed' | 'cancelled'>> = {
  [ORDER_STATUS.paymentVerified]: 'paid',
  [ORDER_STATUS.paymentFailed]: 'failed',
  [ORDER_STATUS.cancelled]: 'cancelled',
};

/** Called where an order is created and where its status moves (orders/domain). */
export function countOrderEvent(event: 'placed' | OrderStatus) {
  const name = event === 'placed' ? event : EVENT_OF[event];
  if (name) orderEvents.inc({ event: name });
}

export type DatabaseGauge<L extends string> = {
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** The gauge's values, read when /metrics is asked; a number for a gauge without labels. */
  read: (db: Db) => Promise<number | { labels: LabelValues<L>; value: number }[]>;
};

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/** One app's registry: its requests, its webhook failures and its database gauges. */
export function createAppMetrics(db: Db, log: FastifyBaseLogger) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhookFailures = new Counter({
    name: 'shop_webhook_failures_total',
    help: 'Razorpay webhook deliveries answered with an error (Razorpay retries them).',
    registers: [registry],
  });

  return {
    requests,
    durations,
    webhookFailures,
    /**
     * Adds a gauge whose values are read from the database at each scrape: one call per
     * gauge. A read that fails leaves the gauge without samples for that scrape.
     */
    gaugeFromDatabase<L extends string>({ name, help, labelNames, read }: DatabaseGauge<L>) {
      new Gauge<L>({
        name,
        help,
        labelNames: labelNames ?? [],
        registers: [registry],
        async collect() {
          this.reset();
          try {
            const values = await read(db);
            if (typeof values === 'number') this.set(values);
            else for (const { labels, value } of values) this.set(labels, value);
          } catch (err) {
            log.warn({ err, metric: name }, 'metric not read from the database');
          }
        },
      });
    },
    /** The text Prometheus reads: this app's metrics and the process's. */
    async text() {
      const merged = Registry.merge([processRegistry, registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
