import type { FastifyInstance } from 'fastify';

/** Hides most of an e-mail address, phone number or token, keeping enough to tell them apart. */
export function maskForLog(value: unknown, path: string[]): unknown {
  if (typeof value !== 'string')
    return Array.isArray(value) ? value.map((v) => maskForLog(v, path)) : '[masked]';
  const key = path.at(-1) ?? '';
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  if (/phone/i.test(key)) return `******${value.replace(/\D/g, '').slice(-4)}`;
  return '[masked]';
}

/** Fields that carry an e-mail address, phone number or token, wherever a log line has them. */
export const MASKED_LOG_PATHS = [
  'to',
  'email',
  'phone',
  'phone_number',
  'token',
  '*.to',
  '*.email',
  '*.phone',
  '*.phone_number',
  '*.token',
  'req.headers.cookie',
  'req.headers.authorization',
];

/**
 * One line per request at `debug`; at `info` a summary a minute (how many requests, by status
 * class, and the slowest), so a busy shop does not write two lines per request. Server errors
 * are logged by the error handler on their own.
 */
export function registerRequestLog(app: FastifyInstance, everyMs = 60_000) {
  let counts: Record<string, number> = {};
  let total = 0;
  let slowest = { ms: 0, route: '' };
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const route = request.routeOptions.url ?? 'unknown';
    request.log.debug({ method: request.method, route, status: reply.statusCode, ms }, 'request');
    const kind = `${Math.floor(reply.statusCode / 100)}xx`;
    counts[kind] = (counts[kind] ?? 0) + 1;
    total += 1;
    if (ms > slowest.ms) slowest = { ms, route: `${request.method} ${route}` };
    done();
  });
  const flush = () => {
    if (total === 0) return;
    app.log.info({ requests: total, by_status: counts, slowest }, 'requests in the last minute');
    counts = {};
    total = 0;
    slowest = { ms: 0, route: '' };
  };
  const timer = setInterval(flush, everyMs);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    flush();
    done();
  });
}
