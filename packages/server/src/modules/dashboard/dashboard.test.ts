import { describe, expect, it } from 'vitest';
import { addDays, indiaDate, indiaDayStart } from '../../lib/india-time';
import { createCategory, createProduct, createUser } from '../../../test/helpers';
import { insertOrder } from '../../../test/order-fixtures';
import { useSessionsByRole, useTestApp } from '../../../test/suite';

const STAFF = ['product_manager', 'hr', 'super_user'] as const;

describe('dashboard summary', () => {
  const t = useTestApp();
  const { cookies } = useSessionsByRole(t, STAFF);

  const summary = (cookie?: string) =>
    t.app.inject({ url: '/api/dashboard/summary', headers: cookie ? { cookie } : {} });

  it.each([
    ['a visitor', 'visitor', 401],
    ['a shopper', 'shopper', 403],
    ['a product manager', 'product_manager', 200],
    ['an hr employee', 'hr', 200],
    ['the super user', 'super_user', 200],
  ] as const)('%s', async (_who, role, expected) => {
    expect((await summary(cookies[role])).statusCode).toBe(expected);
  });

  it('counts paid orders by India calendar day, orders waiting to ship and low stock', async () => {
    const category = await createCategory(t);
    const stocked = await createProduct(t, { category_id: category.id, stock: 50 }, 0);
    const low = [];
    for (const stock of [5, 0, 3, 5, 1, 2, 4, 0, 3, 2, 1]) {
      low.push(
        await createProduct(t, { category_id: category.id, stock, name: `Low ${stock}` }, 0),
      );
    }
    await createProduct(t, { category_id: category.id, stock: 6 }, 0);
    const customer = await createUser(t);

    const today = indiaDate();
    const at = (daysAgo: number, seconds: number) =>
      new Date(indiaDayStart(addDays(today, -daysAgo)).getTime() + seconds * 1000);
    // Each order: rate 100 × qty 1 + GST 12 + delivery 50 + fee 3 = ₹165.
    const order = (createdAt: Date, statuses: string[]) =>
      insertOrder(t, {
        userId: customer.id,
        createdAt,
        statuses: ['Placed', ...statuses],
        lines: [{ productId: stocked.id, qty: 1 }],
      });
    await order(at(0, 1), ['Payment Verified']); // today, waiting to ship
    await order(at(0, 2), []); // today, unpaid
    await order(at(0, 3), ['Payment Verified', 'Cancelled']); // today, cancelled
    await order(at(0, 4), ['Payment Failed']); // today, failed
    await order(at(0, -1), ['Payment Verified', 'Packed', 'Shipped']); // yesterday 23:59:59
    await order(at(3, 60), ['Payment Verified', 'Packed']); // waiting to ship
    await order(at(6, 0), ['Payment Verified', 'Packed', 'Shipped', 'Delivered']); // first of 7 days
    await order(at(6, -1), ['Payment Verified', 'Packed']); // 8th day back, still waiting

    const res = await summary(cookies.product_manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      summary: {
        today: { orders: 1, revenue: 165 },
        last_7_days: { orders: 4, revenue: 660 },
        awaiting_shipment: 3,
        low_stock: [
          ...low
            .filter((p) => p.stock <= 5)
            .sort((a, b) => a.stock - b.stock || a.id - b.id)
            .slice(0, 10)
            .map((p) => ({
              id: p.id,
              name: p.name,
              stock: p.stock,
              on_hand: p.stock,
              reserved: 0,
            })),
        ],
      },
    });
    expect(res.json().summary.low_stock[0].stock).toBe(0);
    expect(res.json().summary.low_stock).toHaveLength(10);
  });
});
