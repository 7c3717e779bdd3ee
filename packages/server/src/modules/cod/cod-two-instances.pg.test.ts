import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, orderStatuses } from '../../db/schema';
import { buildSecondApp } from '../../../test/helpers';
import { createProduct } from '../../../test/catalogue';
import { placeOrderRequest, stockFigures } from '../../../test/checkout';
import { buyNowCod, useCodShop } from '../../../test/cod-shop';
import { expireUnconfirmedCod } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('cash on delivery on two instances of one PostgreSQL database', () => {
  const { t, shopper, shop } = useCodShop();

  it('cancels an expired order once when both instances run the expiry together', async () => {
    await t.db
      .insert(charges)
      .values({ type: 'Cash on Delivery', amount: '0', description: 'Free COD' });
    const product = await createProduct(t, { category_id: shop.categoryId, stock: 4 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await placeOrderRequest(
        t.app,
        shopper.cookie,
        buyNowCod(product.id, 1, shop.addressId),
      );
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().order_id);
    }
    const second = await buildSecondApp(t);
    try {
      const later = new Date(Date.now() + 2 * DAY_MS);
      const [a, b] = await Promise.all([
        expireUnconfirmedCod(t.db, t.config.PUBLIC_URL, later),
        expireUnconfirmedCod(second.app.database.db, t.config.PUBLIC_URL, later),
      ]);
      expect(a + b).toBe(3);
    } finally {
      await second.close();
    }
    expect(await stockFigures(t, product.id)).toEqual({ available: 4, reserved: 0 });
    for (const id of ids) {
      const cancels = await t.db
        .select()
        .from(orderStatuses)
        .where(and(eq(orderStatuses.order_id, id), eq(orderStatuses.status, 'Cancelled')));
      expect(cancels).toHaveLength(1);
    }
  });
});
