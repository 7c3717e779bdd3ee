import { hasPermission, idParam, messages, placeOrderBody, verifyPaymentBody } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { movesStock } from '../../lib/catalogue-cache';
import { notFound } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/gateway/types';
import type { Mailer } from '../../lib/mailer';
import { parse } from '../../lib/validate';
import { sellerFromConfig } from '../invoices/seller';
import { currentUser, requireUser } from '../../plugins/auth';
import { presentOrder, presentOrderListItems } from './present';
import { findOrder, findUserOrders } from './repo';
import * as ordering from './service';

const failureReport = z.object({
  razorpay_payment_id: z.string().trim().min(1).max(100).optional(),
  reason: z.string().trim().max(500).optional(),
});

export const orderRoutes: FastifyPluginAsync<{ gateway: PaymentGateway; mailer: Mailer }> = async (
  app,
  { gateway, mailer },
) => {
  const { db } = app.database;
  const seller = sellerFromConfig(app.config);
  const ctx = (log: ordering.OrdersContext['log']): ordering.OrdersContext => ({
    db,
    gateway,
    mailer,
    publicUrl: app.config.PUBLIC_URL,
    seller,
    log,
  });
  app.addHook('preHandler', requireUser);
  const stock = movesStock(app);

  app.post('/place-order', stock, async (request, reply) => {
    const body = parse(placeOrderBody, request.body);
    return reply
      .status(201)
      .send(await ordering.placeOrder(ctx(request.log), currentUser(request), body));
  });

  app.post('/verify-payment', stock, async (request) =>
    ordering.verifyPayment(
      ctx(request.log),
      currentUser(request),
      parse(verifyPaymentBody, request.body),
    ),
  );

  // Beyond the spec: the checkout tells the server about a failed or abandoned payment.
  app.post('/:id/payment-failed', stock, async (request) => {
    const { id } = parse(idParam, request.params);
    return ordering.reportCheckoutFailure(
      ctx(request.log),
      currentUser(request),
      id,
      parse(failureReport, request.body),
    );
  });

  app.get('/user/products', async (request) => ({
    orders: presentOrderListItems(await findUserOrders(db, currentUser(request).id)),
  }));

  // The owner, or staff allowed to see all orders; anyone else is told it does not exist.
  app.get('/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    const user = currentUser(request);
    const seesAll = user.is_admin && hasPermission(user.permissions, 'super_user');
    const order = await findOrder(db, id, seesAll ? undefined : user.id);
    if (!order) throw notFound(messages.errors.orderNotFound);
    return { order: presentOrder(order) };
  });
};
