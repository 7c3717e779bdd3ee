import type { DashboardResponse } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { requireArea } from '../../plugins/auth';
import * as dashboard from './service';

/** Spec §6: every staff member sees the dashboard. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  app.addHook('preHandler', requireArea('dashboard'));

  app.get('/summary', async (): Promise<DashboardResponse> => ({
    summary: await dashboard.summary(db),
  }));
};
