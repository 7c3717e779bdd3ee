import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalogue';
import { sessionFor } from '../../../test/accounts';
import { insertOrder } from '../../../test/order-fixtures';
import { useTestApp } from '../../../test/suite';

describe('popular products', () => {
  const t = useTestApp();
  const ids: number[] = [];

  beforeAll(async () => {
    const { id: categoryId } = await createCategory(t, { name: 'Teas', gst_percent: 5 });
    for (const [name, stock] of [
      ['Arjuna Tea', 5],
      ['Tulsi Tea', 5],
      ['Rose Tea', 0],
      ['Mint Tea', 5],
    ] as const) {
      ids.push((await createProduct(t, { name, stock, category_id: categoryId })).id);
    }
    const { user } = await sessionFor(t);
    const [arjuna, tulsi, rose] = ids as [number, number, number];
    const day = 24 * 60 * 60 * 1000;
    const order = (productId: number, qty: number, daysAgo: number) =>
      insertOrder(t, {
        userId: user.id,
        createdAt: new Date(Date.now() - daysAgo * day),
        statuses: ['Placed'],
        lines: [{ productId, qty }],
      });
    await order(tulsi, 3, 2);
    await order(rose, 9, 2);
    await order(arjuna, 50, 200); // long ago: no longer counts
  });

  it('lists the most ordered of the last 90 days, in stock, then the rest', async () => {
    const res = await t.app.inject('/api/products/popular');
    expect(res.statusCode).toBe(200);
    const [arjuna, tulsi, , mint] = ids;
    expect(res.json().products.map((p: { id: number }) => p.id)).toEqual([tulsi, arjuna, mint]);
    expect(res.json().has_more).toBe(false);
  });
});
