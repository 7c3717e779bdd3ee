import {
  couponApplyBody,
  couponBody,
  idParam,
  paiseToRupees,
  type CouponApplyResponse,
  type CouponListResponse,
  type CouponResponse,
} from '@shop/shared';
import { registerEditableRoutes } from '../../lib/editable-routes';
import { parse } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { areaRoutes } from '../../plugins/module-routes';
import { quoteOrder } from '../pricing/quote';
import { presentAppliedCoupon, presentCoupon } from './present';
import { listCoupons } from './repo';
import * as promotions from './service';
import { actorOf } from '../../lib/audit';

export const couponRoutes = areaRoutes('promotions', async (app, db, manager) => {
  app.get('/', manager, async (): Promise<CouponListResponse> => ({
    coupons: (await listCoupons(db)).map(presentCoupon),
  }));

  registerEditableRoutes(app, manager, {
    key: 'coupon',
    body: couponBody,
    present: presentCoupon,
    create: promotions.createCoupon,
    update: promotions.updateCoupon,
    paths: { create: '/', update: '/:id' },
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
});
