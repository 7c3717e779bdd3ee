import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { messages, type HealthResponse, type ReadyResponse } from '@shop/shared';
import { HttpError } from '../../lib/errors';

/** Liveness says the process answers; readiness also asks the database. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (): Promise<HealthResponse> => ({ status: 'ok' }));

  app.get('/ready', async (request): Promise<ReadyResponse> => {
    try {
      await app.database.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      throw new HttpError(503, messages.errors.notReady);
    }
    return { status: 'ready' };
  });
};
