import {
  dateRangeQuery,
  idParam,
  orderStatusChangeBody,
  type AdminOrderListResponse,
  type AdminOrderResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { movesStock } from '../../lib/catalogue-cache';
import { parse } from '../../lib/validate';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as adminOrders from './service';

/**
 * Spec §6: only super_user sees the Orders area. Registered under /orders beside the
 * shopper's order routes; the static `date-range` segment wins over their `/:id`.
 */
export const adminOrderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  app.addHook('preHandler', requirePermission('super_user'));

  app.get('/date-range', async (request): Promise<AdminOrderListResponse> => ({
    orders: await adminOrders.listPlacedBetween(db, parse(dateRangeQuery, request.query)),
  }));

  app.post('/:id/status', movesStock(app), async (request): Promise<AdminOrderResponse> => {
    const { id } = parse(idParam, request.params);
    const body = parse(orderStatusChangeBody, request.body);
    return { order: await adminOrders.changeStatus(db, currentUser(request), id, body) };
  });
};
