import {
  codRemittedBody,
  confirmCodBody,
  dateRangeQuery,
  idParam,
  type AdminOrderListResponse,
  type CodReportResponse,
  type OrderResponse,
} from '@shop/shared';
import { actorOf } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { currentUser, mayAccess } from '../../plugins/auth';
import { areaRoutes } from '../../plugins/module-routes';
import { presentAdminOrder } from '../admin-orders/present';
import { peopleById } from '../admin-orders/read-model';
import { loadOrders, findOrder } from '../orders/read-model';
import { presentOrder } from '../orders/present';
import { confirmCod, codReport, findCodToConfirm, markRemitted } from './service';

/**
 * Cash on delivery under /orders: confirming an order (the owner, the mailed link's token with
 * no session, or staff of the Orders area), and the staff's COD to confirm and COD report.
 */
export const codRoutes = areaRoutes('orders', async (app, db, staff) => {
  app.post('/:id/confirm-cod', async (request): Promise<OrderResponse> => {
    const { id } = parse(idParam, request.params);
    const { token } = parse(confirmCodBody, request.body ?? {});
    if (token) {
      await confirmCod(db, id, { kind: 'token', token });
      return { order: presentOrder((await findOrder(db, id))!) };
    }
    const user = currentUser(request);
    const order = await findOrder(db, id);
    const asStaff = order?.user_id !== user.id && mayAccess(user, 'orders');
    await confirmCod(
      db,
      id,
      asStaff
        ? { kind: 'staff', userId: user.id, who: actorOf(request) }
        : { kind: 'owner', userId: user.id },
    );
    return { order: presentOrder((await findOrder(db, id))!) };
  });

  app.get('/cod-to-confirm', staff, async (): Promise<AdminOrderListResponse> => {
    const orders = await loadOrders(db, await findCodToConfirm(db));
    const people = await peopleById(
      db,
      orders.flatMap((o) => [o.user_id, ...o.statuses.flatMap((s) => s.changed_by ?? [])]),
    );
    return { orders: orders.map((order) => presentAdminOrder(order, people)) };
  });

  app.get('/cod-report', staff, async (request): Promise<CodReportResponse> => ({
    orders: await codReport(db, parse(dateRangeQuery, request.query)),
  }));

  app.post('/cod-remitted', staff, async (request): Promise<CodReportResponse> => {
    const { order_ids } = parse(codRemittedBody, request.body);
    return { orders: await markRemitted(db, order_ids, actorOf(request)) };
  });
});
