import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { messages, type HealthResponse, type ReadyResponse } from '@shop/shared';
import { serviceUnavailable } from '../../lib/errors';

/** Liveness says the process answers; readiness also asks the database. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (): Promise<HealthResponse> => ({ status: 'ok' }));

  app.get('/ready', async (): Promise<ReadyResponse> => {
    try {
      await app.database.db.execute(sql`select 1`);
    } catch (err) {
      // The error handler logs it, once per outage when the server is away.
      throw serviceUnavailable(messages.errors.notReady, err);
    }
    return { status: 'ready' };
  });
};
