import {
  couponApplyBody,
  couponBody,
  idParam,
  paiseToRupees,
  type CouponApplyResponse,
  type CouponListResponse,
  type CouponResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { parse } from '../../lib/validate';
import { requireArea, requireUser } from '../../plugins/auth';
import { quoteOrder } from '../pricing/quote';
import { presentAppliedCoupon, presentCoupon } from './present';
import { listCoupons } from './repo';
import * as promotions from './service';
import { actorOf } from '../../lib/audit';

export const couponRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const manager = { preHandler: requireArea('promotions') };

  app.get('/', manager, async (): Promise<CouponListResponse> => ({
    coupons: (await listCoupons(db)).map(presentCoupon),
  }));

  app.post('/', manager, async (request, reply) => {
    const row = await promotions.createCoupon(
      db,
      parse(couponBody, request.body),
      actorOf(request),
    );
    return reply.status(201).send({ coupon: presentCoupon(row) } satisfies CouponResponse);
  });

  app.put('/:id', manager, async (request): Promise<CouponResponse> => {
    const { id } = parse(idParam, request.params);
    const row = await promotions.updateCoupon(
      db,
      id,
      parse(couponBody, request.body),
      actorOf(request),
    );
    return { coupon: presentCoupon(row) };
  });

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch(`/:id/${action}`, manager, async (request): Promise<CouponResponse> => {
      const { id } = parse(idParam, request.params);
      return {
        coupon: presentCoupon(await promotions.setCouponActive(db, id, active, actorOf(request))),
      };
    });
  }

  // The order summary asks what a code saves on the order it shows; place-order asks again.
  app.post('/apply', { preHandler: requireUser }, async (request): Promise<CouponApplyResponse> => {
    const body = parse(couponApplyBody, request.body);
    const user = request.user!;
    const coupon = await promotions.findUsableCoupon(db, body.code);
    const quote = await quoteOrder(db, {
      userId: user.id,
      productId: body.product_id,
      qty: body.qty,
      coupon: promotions.couponTerms(coupon),
    });
    await promotions.assertCouponApplies(
      db,
      coupon,
      user.id,
      quote.lines,
      quote.price.itemsBeforeDiscountPaise,
    );
    return {
      coupon: presentAppliedCoupon(coupon),
      discount: quote.price.freeDelivery ? 0 : paiseToRupees(quote.price.discountPaise),
      free_delivery: quote.price.freeDelivery,
    };
  });
};
