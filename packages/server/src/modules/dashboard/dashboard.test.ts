import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../db/schema';
import { addDays, indiaDate, indiaDayStart } from '@shop/shared';
import { type TestApp } from '../../../test/helpers';
import { createCategory, createProduct } from '../../../test/catalogue';
import { createUser } from '../../../test/accounts';
import { insertOrder, type OrderFixture } from '../../../test/order-fixtures';
import { useSessionsByRole, useTestApp } from '../../../test/suite';
import { issueInvoice } from '../invoices/issue';
import { lockOrder } from '../orders/domain/status';
import { sellerFromConfig } from '../tax-documents/seller';
import { issueCreditNote } from '../refunds/credit-notes';

const STAFF = ['product_manager', 'order_manager', 'hr', 'super_user'] as const;

const today = indiaDate();
/** An instant `seconds` after the start of the India day `daysAgo` days back (negative: before). */
const at = (daysAgo: number, seconds = 0) =>
  new Date(indiaDayStart(addDays(today, -daysAgo)).getTime() + seconds * 1000);

let refundKey = 0;

/** An order placed at `placedAt`, paid (its invoice issued) at `paidAt` when it was paid. */
async function order(
  t: TestApp,
  fixture: Omit<OrderFixture, 'createdAt'> & { placedAt: Date; paidAt?: Date; state?: string },
) {
  const row = await insertOrder(t, { ...fixture, createdAt: fixture.placedAt });
  if (fixture.state)
    await t.db.update(orders).set({ state: fixture.state }).where(eq(orders.id, row.id));
  if (fixture.paidAt) {
    const paidAt = fixture.paidAt;
    await t.db.transaction(async (tx) =>
      issueInvoice(tx, (await lockOrder(tx, row.id))!, sellerFromConfig(t.config), paidAt),
    );
  }
  return row;
}

/** A refund of `rupees` on a paid order, processed (with its credit note) at `processedAt`. */
async function refund(
  t: TestApp,
  orderId: number,
  paise: number,
  status: 'pending' | 'processed' | 'failed',
  processedAt?: Date,
) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      order_id: orderId,
      razorpay_payment_id: `pay_dash${++refundKey}`,
      status: 'captured',
      amount_paise: 16500,
    })
    .returning();
  const [row] = await t.db
    .insert(refunds)
    .values({
      order_id: orderId,
      payment_id: payment!.id,
      amount_paise: paise,
      reason: 'Bottle arrived cracked',
      status,
      idempotency_key: `dash-${refundKey}`,
      processed_at: processedAt,
    })
    .returning();
  if (status === 'processed')
    await t.db.transaction((tx) => issueCreditNote(tx, row!, processedAt));
}

describe('dashboard', () => {
  const t = useTestApp();
  const { cookies } = useSessionsByRole(t, STAFF);
  const ids = {} as Record<'alpha' | 'beta' | 'empty', number>;

  // The shop's work to do as the fixture leaves it: the orders' part and the stock's part.
  const ORDER_WORK = {
    to_ship: 3,
    payments_pending: 1,
    refunds_pending: 1,
    refunds_failed: 1,
    cod_to_confirm: 0,
  };
  const STOCK_WORK = { out_of_stock: 1, low_stock: 23 };

  const get = (role: keyof typeof cookies, query = '?range=7d') => {
    const cookie = cookies[role];
    return t.app.inject({ url: `/api/dashboard${query}`, headers: cookie ? { cookie } : {} });
  };

  beforeAll(async () => {
    const category = await createCategory(t);
    const product = (name: string, stock: number, low_stock_at?: number) =>
      createProduct(t, { category_id: category.id, name, stock, low_stock_at }, 0);
    ids.alpha = (await product('Alpha Tulsi Drops', 50)).id;
    ids.beta = (await product('Beta Neem Soap', 100)).id;
    ids.empty = (await product('Empty Amla Juice', 0)).id;
    await product('Low Brahmi Oil', 8, 10);
    await product('Low Ashwagandha', 5);
    await product('Stocked Triphala', 6);
    for (let i = 0; i < 20; i++) await product(`Nearly gone ${i}`, 1);

    const shopper = await createUser(t);
    await createUser(t, { activated_at: at(8, 3600) }); // activated in the range before
    await createUser(t, { activated_at: null }); // never activated
    const userId = shopper.id;
    const alpha = (qty = 1) => [{ productId: ids.alpha, qty }];
    const beta = [{ productId: ids.beta, qty: 1 }];

    // Each line is rate ₹100 + GST ₹12; every order adds delivery ₹50 and a fee ₹3.
    // Paid at the first instant of today: today's (₹277.00).
    await order(t, {
      userId,
      placedAt: at(1, -120),
      paidAt: at(0, 0),
      statuses: ['Placed', 'Payment Verified'],
      lines: alpha(2),
    });
    // Paid at the last instant of yesterday: yesterday's, then shipped.
    await order(t, {
      userId,
      placedAt: at(0, -600),
      paidAt: new Date(at(0, 0).getTime() - 1),
      statuses: ['Placed', 'Payment Verified', 'Packed', 'Shipped'],
      lines: beta,
    });
    // The first day of the seven, to Kerala (IGST), delivered.
    const kerala = await order(t, {
      userId,
      placedAt: at(6, 30),
      paidAt: at(6, 60),
      state: 'Kerala',
      statuses: ['Placed', 'Payment Verified', 'Packed', 'Shipped', 'Delivered'],
      lines: alpha(),
    });
    // The last instant before the seven days: the range before, still waiting to be packed.
    await order(t, {
      userId,
      placedAt: at(7, -60),
      paidAt: at(7, -1),
      statuses: ['Placed', 'Payment Verified'],
      lines: alpha(),
    });
    // Paid two days ago, cancelled and refunded in full today.
    const cancelled = await order(t, {
      userId,
      placedAt: at(2, 100),
      paidAt: at(2, 200),
      statuses: ['Placed', 'Payment Verified', 'Cancelled'],
      lines: beta,
    });
    await refund(t, cancelled.id, 16500, 'processed', new Date(Date.now() - 1000));
    // Paid three days ago and packed; a refund of ₹10 waits for the gateway.
    const packed = await order(t, {
      userId,
      placedAt: at(3, 100),
      paidAt: at(3, 200),
      statuses: ['Placed', 'Payment Verified', 'Packed'],
      lines: alpha(),
    });
    await refund(t, packed.id, 1000, 'pending');
    // A refund that failed on the delivered order, not tried again.
    await refund(t, kerala.id, 500, 'failed');
    // Unpaid: one waiting over 20 minutes, one just placed, one failed; none count as sales.
    const now = Date.now();
    await order(t, {
      userId,
      placedAt: new Date(now - 30 * 60_000),
      statuses: ['Placed'],
      lines: alpha(),
    });
    await order(t, {
      userId,
      placedAt: new Date(now - 5 * 60_000),
      statuses: ['Placed'],
      lines: alpha(),
    });
    await order(t, {
      userId,
      placedAt: new Date(now - 60 * 60_000),
      statuses: ['Placed', 'Payment Failed'],
      lines: alpha(),
    });
  });

  it.each([
    ['a visitor', 'visitor', 401],
    ['a shopper', 'shopper', 403],
  ] as const)('refuses %s', async (_who, role, status) => {
    const res = await get(role);
    expect(res.statusCode).toBe(status);
  });

  it('gives the super user the sales of the seven India days, the days before, and all the to-do', async () => {
    const res = await get('super_user');
    expect(res.statusCode).toBe(200);
    const { dashboard } = res.json();
    expect(dashboard.range).toEqual({ from: addDays(today, -6), to: today });
    expect(dashboard.current).toEqual({
      // Five orders paid: ₹277 + 4 × ₹165 = ₹937, less the ₹165 refunded today.
      revenue: 772,
      orders: 5,
      average_order_value: 187.4,
      // The shopper made for this test and the shopper session's user.
      new_shoppers: 2,
      refunds: 165,
      gst: expect.any(Object),
    });
    expect(dashboard.previous).toEqual({
      revenue: 165,
      orders: 1,
      average_order_value: 165,
      new_shoppers: 1,
      refunds: 0,
      gst: expect.any(Object),
    });
    expect(dashboard.by_day).toEqual([
      { date: addDays(today, -6), revenue: 165, orders: 1 },
      { date: addDays(today, -5), revenue: 0, orders: 0 },
      { date: addDays(today, -4), revenue: 0, orders: 0 },
      { date: addDays(today, -3), revenue: 165, orders: 1 },
      { date: addDays(today, -2), revenue: 165, orders: 1 },
      { date: addDays(today, -1), revenue: 165, orders: 1 },
      // ₹277 paid at midnight, less the ₹165 refunded today.
      { date: today, revenue: 112, orders: 1 },
    ]);
    expect(dashboard.top_products).toEqual([
      { id: ids.alpha, name: 'Alpha Tulsi Drops', qty: 4, revenue: 448 },
      { id: ids.beta, name: 'Beta Neem Soap', qty: 2, revenue: 224 },
    ]);
    expect(dashboard.todo).toEqual({ ...ORDER_WORK, ...STOCK_WORK });
    expect(dashboard.low_stock).toHaveLength(20);
    expect(dashboard.low_stock.slice(0, 2)).toEqual([
      { id: ids.empty, name: 'Empty Amla Juice', available: 0, low_stock_at: 5 },
      { id: expect.any(Number), name: 'Nearly gone 0', available: 1, low_stock_at: 5 },
    ]);
  });

  it('answers GST collected as the invoices’ tax less the credit notes’', async () => {
    const { dashboard } = (await get('super_user')).json();
    // An order of one line carries ₹20.09 of tax: ₹12.00 on the goods, ₹7.63 in the ₹50
    // delivery and ₹0.46 in the ₹3 fee (18 %); split ₹10.05 CGST and ₹10.04 SGST in Rajasthan.
    // The order of two lines carries ₹32.09 (₹16.05 + ₹16.04).
    // Today's range: three one-line and the two-line order in Rajasthan (CGST ₹46.20, SGST
    // ₹46.16), less the cancelled order's credit note (₹10.05 + ₹10.04); one to Kerala, IGST.
    expect(dashboard.current.gst).toEqual({ cgst: 36.15, sgst: 36.12, igst: 20.09 });
    expect(dashboard.previous.gst).toEqual({ cgst: 10.05, sgst: 10.04, igst: 0 });
  });

  it('gives an order manager the sales and the order work, without stock', async () => {
    const { dashboard } = (await get('order_manager')).json();
    expect(dashboard.current.orders).toBe(5);
    expect(dashboard.todo).toEqual(ORDER_WORK);
    expect(dashboard).not.toHaveProperty('low_stock');
  });

  it('gives a product manager the stock work and no sales', async () => {
    const { dashboard } = (await get('product_manager')).json();
    expect(Object.keys(dashboard).sort()).toEqual(['low_stock', 'range', 'todo']);
    expect(dashboard.todo).toEqual(STOCK_WORK);
    // The 23: nothing left, twenty with one, 5 at the default level of 5, 8 under its own 10
    // (6 over the default is not low).
    expect(dashboard.low_stock[0]).toEqual({
      id: ids.empty,
      name: 'Empty Amla Juice',
      available: 0,
      low_stock_at: 5,
    });
  });

  it('gives other staff the range and no figures', async () => {
    const { dashboard } = (await get('hr')).json();
    expect(dashboard).toEqual({ range: { from: addDays(today, -6), to: today }, todo: {} });
  });

  it('no longer answers the old summary call', async () => {
    const res = await get('super_user', '/summary');
    expect(res.statusCode).toBe(404);
  });

  it('covers a calendar month against the month before', async () => {
    const { dashboard } = (await get('super_user', '?range=month&month=2031-03')).json();
    expect(dashboard.range).toEqual({ from: '2031-03-01', to: '2031-03-31' });
    expect(dashboard.by_day).toHaveLength(31);
    expect(dashboard.current.orders).toBe(0);
    const thirty = (await get('super_user', '?range=30d')).json().dashboard;
    expect(thirty.range).toEqual({ from: addDays(today, -29), to: today });
    expect(thirty.current.orders).toBe(6);
  });

  it.each([
    ['?range=1y', 'Range must be 7d, 30d, 90d or month.'],
    ['?range=month&month=2031-13', 'Month must be a month such as 2026-04.'],
  ])('refuses %s', async (query, error) => {
    const res = await get('super_user', query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});
