import {
  dateRangeQuery,
  idParam,
  orderStatusChangeBody,
  paymentMethodFilter,
  type AdminOrderListResponse,
  type AdminOrderResponse,
} from '@shop/shared';
import { movesStock } from '../../lib/catalogue-cache';
import { actorOf, audit } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { currentUser, requireArea } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/module-routes';
import { presentAdminOrder } from './present';
import { sellerFromConfig } from '../tax-documents/seller';
import * as adminOrders from './service';

/**
 * The Orders area of the shared table (super_user). Registered under /orders beside the
 * shopper's order routes; the static `date-range` segment wins over their `/:id`.
 */
export const adminOrderRoutes = guardedRoutes(requireArea('orders'), async (app, db) => {
  app.get('/date-range', async (request): Promise<AdminOrderListResponse> => {
    const range = parse(dateRangeQuery, request.query);
    const { payment_method } = parse(paymentMethodFilter, request.query);
    const { orders, people } = await adminOrders.listPlacedBetween(db, range, payment_method);
    // Every shopper's name, address and phone of the range: a bulk read of personal data.
    await audit(db, actorOf(request), {
      action: 'orders.csv_export',
      target: { type: 'orders', id: `${range.from}..${range.to}` },
      changes: { orders: { from: null, to: orders.length } },
    });
    return { orders: orders.map((order) => presentAdminOrder(order, people)) };
  });

  app.get('/:id/staff', async (request): Promise<AdminOrderResponse> => {
    const { id } = parse(idParam, request.params);
    const { order, people } = await adminOrders.findForStaff(db, id);
    return { order: presentAdminOrder(order, people) };
  });

  app.post('/:id/status', movesStock(app), async (request): Promise<AdminOrderResponse> => {
    const { id } = parse(idParam, request.params);
    const body = parse(orderStatusChangeBody, request.body);
    const notices = {
      db,
      mailer: app.mailer,
      publicUrl: app.config.PUBLIC_URL,
      log: request.log,
      seller: sellerFromConfig(app.config),
    };
    const { order, people } = await adminOrders.changeStatus(
      notices,
      currentUser(request),
      id,
      body,
      actorOf(request),
    );
    return { order: presentAdminOrder(order, people) };
  });
});
