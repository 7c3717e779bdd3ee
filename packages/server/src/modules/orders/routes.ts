import {
  idParam,
  messages,
  placeOrderBody,
  verifyPaymentBody,
  type CodCheckResponse,
  type OnlinePlaced,
  type OrderListResponse,
  type OrderResponse,
  type PaymentOutcomeResponse,
  type PlaceOrderResponse,
} from '@shop/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import rateLimit from '@fastify/rate-limit';
import { movesStock } from '../../lib/catalogue-cache';
import { tooManyRequests } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/gateway/types';
import type { QueueingMailer } from '../../lib/mailer';
import { parse } from '../../lib/validate';
import { sellerFromConfig } from '../tax-documents/seller';
import { currentUser, mayAccess, requireUser } from '../../plugins/auth';
import { failingMailsOfOrder, presentFailingMail } from '../mail/outbox';
import { presentOrder, presentOrderListItems } from './present';
import { findVisibleOrder } from './access';
import { findUserOrders } from './repo';
import * as ordering from './service';

const failureReport = z.object({
  razorpay_payment_id: z.string().trim().min(1).max(100).optional(),
  reason: z.string().trim().max(500).optional(),
});

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const orderRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  mailer: QueueingMailer;
}> = async (app, { gateway, mailer }) => {
  const { db } = app.database;
  const { config } = app;
  const seller = sellerFromConfig(config);
  const ctx = (log: ordering.OrdersContext['log']): ordering.OrdersContext => ({
    db,
    gateway,
    mailer,
    publicUrl: config.PUBLIC_URL,
    seller,
    log,
    paidNotices: app.paidNotices,
    limits: {
      maxLineQuantity: config.MAX_LINE_QUANTITY,
      maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
    },
    cod: {
      maxOrderRupees: config.COD_MAX_ORDER,
      maxReturns: config.COD_MAX_RETURNS,
      confirmHours: config.COD_CONFIRM_HOURS,
    },
  });
  app.addHook('preHandler', requireUser);
  const stock = movesStock(app);

  // Placing orders reserves stock: paced per account and, more loosely, per client address
  // (several shoppers may share one address behind a router).
  await app.register(rateLimit, { global: false });
  const paced = [
    app.createRateLimit({
      max: config.PLACE_ORDER_LIMIT,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (request) => `place-order:account:${request.user?.id ?? request.ip}`,
    }),
    app.createRateLimit({
      max: config.PLACE_ORDER_LIMIT * 3,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (request) => `place-order:address:${request.ip}`,
    }),
  ];

  /** Place-order and paying again both take stock: one pace for the two. */
  const pace = async (request: FastifyRequest) => {
    for (const limit of paced) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded)
        throw tooManyRequests(messages.orderSummary.tooManyOrders);
    }
  };

  app.post('/place-order', stock, async (request, reply) => {
    await pace(request);
    const body = parse(placeOrderBody, request.body);
    const placed = await ordering.placeOrder(ctx(request.log), currentUser(request), body);
    // A COD order's confirmation link was queued with the order: sent now.
    if ('payment_method' in placed) app.mailSender.nudge();
    return reply.status(201).send(placed satisfies PlaceOrderResponse);
  });

  // Whether the summary may offer cash on delivery for this order, and if not, why.
  app.post('/cod-check', async (request): Promise<CodCheckResponse> =>
    ordering.checkCod(ctx(request.log), currentUser(request), parse(placeOrderBody, request.body)),
  );

  app.post('/verify-payment', stock, async (request): Promise<PaymentOutcomeResponse> =>
    ordering.verifyPayment(
      ctx(request.log),
      currentUser(request),
      parse(verifyPaymentBody, request.body),
    ),
  );

  // Beyond the shop's basic rules: the checkout tells the server about a failed or abandoned payment.
  app.post('/:id/payment-failed', stock, async (request): Promise<PaymentOutcomeResponse> => {
    const { id } = parse(idParam, request.params);
    return ordering.reportCheckoutFailure(
      ctx(request.log),
      currentUser(request),
      id,
      parse(failureReport, request.body),
    );
  });

  // Beyond the shop's basic rules: the shopper pays the same order again, or cancels it while unpaid.
  app.post('/:id/pay', stock, async (request): Promise<OnlinePlaced> => {
    await pace(request);
    const { id } = parse(idParam, request.params);
    return ordering.payOrder(ctx(request.log), currentUser(request), id);
  });

  app.post('/:id/cancel', stock, async (request): Promise<OrderResponse> => {
    const { id } = parse(idParam, request.params);
    return {
      order: presentOrder(await ordering.cancelOrder(ctx(request.log), currentUser(request), id)),
    };
  });

  app.get('/user/products', async (request): Promise<OrderListResponse> => ({
    orders: presentOrderListItems(await findUserOrders(db, currentUser(request).id)),
  }));

  app.get('/:id', async (request): Promise<OrderResponse> => {
    const { id } = parse(idParam, request.params);
    const user = currentUser(request);
    const order = presentOrder(await findVisibleOrder(db, user, id));
    if (!mayAccess(user, 'orders')) return { order };
    return { order, failing_mails: (await failingMailsOfOrder(db, id)).map(presentFailingMail) };
  });
};
