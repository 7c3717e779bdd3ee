import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start: they depend on the options only, and building
 * the middleware on every request (as the Fastify wrapper does) cost more than a cached
 * catalogue response.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
