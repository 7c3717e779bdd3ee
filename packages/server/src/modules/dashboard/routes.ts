import { dashboardQuery, type DashboardResponse } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { parse } from '../../lib/validate';
import { currentUser, requireArea } from '../../plugins/auth';
import { presentDashboard } from './present';
import * as dashboard from './service';

/** Every staff member sees the dashboard; what it holds depends on their areas. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  app.addHook('preHandler', requireArea('dashboard'));

  app.get('/', async (request): Promise<DashboardResponse> => {
    const query = parse(dashboardQuery, request.query);
    const user = currentUser(request);
    return { dashboard: presentDashboard(await dashboard.dashboard(db, user.permissions, query)) };
  });
};
