import { dateRangeQuery, idParam, orderStatusChangeBody } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { movesStock } from '../../lib/catalogue-cache';
import { parse } from '../../lib/validate';
import { currentUser, requirePermission } from '../../plugins/auth';
import { presentAdminOrder } from './present';
import * as adminOrders from './service';

/**
 * Spec §6: only super_user sees the Orders area. Registered under /orders beside the
 * shopper's order routes; the static `date-range` segment wins over their `/:id`.
 */
export const adminOrderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  app.addHook('preHandler', requirePermission('super_user'));

  app.get('/date-range', async (request) => {
    const { orders, people } = await adminOrders.listPlacedBetween(
      db,
      parse(dateRangeQuery, request.query),
    );
    return { orders: orders.map((order) => presentAdminOrder(order, people)) };
  });

  app.post('/:id/status', movesStock(app), async (request) => {
    const { id } = parse(idParam, request.params);
    const body = parse(orderStatusChangeBody, request.body);
    const { order, people } = await adminOrders.changeStatus(db, currentUser(request), id, body);
    return { order: presentAdminOrder(order, people) };
  });
};
