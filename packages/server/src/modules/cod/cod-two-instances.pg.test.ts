import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, orderStatuses, products } from '../../db/schema';
import {
  addDeliveryState,
  buildSecondApp,
  createCategory,
  createProduct,
} from '../../../test/helpers';
import { useSession, useTestApp } from '../../../test/suite';
import { addAddress, IN_KOCHI } from '../../../test/checkout';
import { expireUnconfirmedCod } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('cash on delivery on two instances of one PostgreSQL database', () => {
  const t = useTestApp({ MAX_UNPAID_ORDERS: '1000', PLACE_ORDER_LIMIT: '1000' });
  const shopper = useSession(t);

  it('cancels an expired order once when both instances run the expiry together', async () => {
    const categoryId = (await createCategory(t)).id;
    await addDeliveryState(t, { name: 'Kerala' });
    const addressId = await addAddress(t.app, shopper.cookie, IN_KOCHI);
    await t.db
      .insert(charges)
      .values({ type: 'Cash on Delivery', amount: '0', description: 'Free COD' });
    const product = await createProduct(t, { category_id: categoryId, stock: 4 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/place-order',
        headers: { cookie: shopper.cookie },
        payload: { product_id: product.id, qty: 1, address_id: addressId, payment_method: 'cod' },
      });
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
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect({ stock: row!.stock, reserved: row!.reserved }).toEqual({ stock: 4, reserved: 0 });
    for (const id of ids) {
      const cancels = await t.db
        .select()
        .from(orderStatuses)
        .where(and(eq(orderStatuses.order_id, id), eq(orderStatuses.status, 'Cancelled')));
      expect(cancels).toHaveLength(1);
    }
  });
});
