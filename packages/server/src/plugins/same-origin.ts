import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies ride along on cross-site requests, so a state-changing call whose Origin is
 * another site is refused (CSRF). Requests without an Origin (curl, server-to-server
 * webhooks) carry no ambient browser credentials of another site and pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new Set([new URL(publicUrl).origin]);
  // A callback hook: it runs on every request and nearly always passes at once.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (!origin || SAFE_METHODS.has(request.method)) return done();
    const own = `${request.protocol}://${request.host}`;
    done(origin !== own && !allowed.has(origin) ? forbidden() : undefined);
  });
}
