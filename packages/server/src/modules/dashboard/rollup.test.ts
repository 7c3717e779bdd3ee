import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNotes,
  dashboardDays,
  dashboardProductDays,
  dashboardProductMonths,
  invoices,
  orderProducts,
  payments,
  refunds,
  users,
} from '../../db/schema';
import { addDays, indiaDate, indiaDayStart } from '@shop/shared';
import { buildGstShop, type GstShop } from '../../../test/checkout';
import { deliverWebhook, RAZORPAY_WEBHOOK_SECRET } from '../../../test/payments';
import { type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/accounts';
import { insertOrder } from '../../../test/order-fixtures';
import { issueInvoice } from '../invoices/issue';
import { lockOrder } from '../orders/domain/status';
import { wholeMonths } from './repo';
import { sellerFromConfig } from '../tax-documents/seller';
import { issueCreditNote } from '../refunds/credit-notes';

type DayFigures = {
  orders: number;
  takings_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  credited_cgst_paise: number;
  credited_sgst_paise: number;
  credited_igst_paise: number;
  refunds_paise: number;
  new_shoppers: number;
};
const EMPTY: DayFigures = {
  orders: 0,
  takings_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 0,
  credited_cgst_paise: 0,
  credited_sgst_paise: 0,
  credited_igst_paise: 0,
  refunds_paise: 0,
  new_shoppers: 0,
};

/**
 * Every day's figures recomputed here from the source rows, the India day of each instant
 * taken in JavaScript: nothing shared with the triggers but the tables.
 */
async function recompute(t: TestApp) {
  const days = new Map<string, DayFigures>();
  const on = (at: Date) => {
    const day = indiaDate(at);
    if (!days.has(day)) days.set(day, { ...EMPTY });
    return days.get(day)!;
  };
  const paid = await t.db.select().from(invoices);
  for (const i of paid) {
    const d = on(i.issued_at);
    d.orders += 1;
    d.takings_paise += i.total_paise;
    d.cgst_paise += i.cgst_paise;
    d.sgst_paise += i.sgst_paise;
    d.igst_paise += i.igst_paise;
  }
  for (const c of await t.db.select().from(creditNotes)) {
    const d = on(c.issued_at);
    d.credited_cgst_paise += c.cgst_paise;
    d.credited_sgst_paise += c.sgst_paise;
    d.credited_igst_paise += c.igst_paise;
  }
  for (const r of await t.db.select().from(refunds))
    if (r.status === 'processed' && r.processed_at)
      on(r.processed_at).refunds_paise += r.amount_paise;
  for (const u of await t.db.select().from(users))
    if (u.activated_at && !u.is_admin) on(u.activated_at).new_shoppers += 1;

  const products = new Map<string, { qty: number; revenue_paise: number }>();
  const lines = await t.db.select().from(orderProducts);
  for (const i of paid) {
    for (const line of lines.filter((l) => l.order_id === i.order_id)) {
      const key = `${indiaDate(i.issued_at)} ${line.product_id}`;
      const p = products.get(key) ?? { qty: 0, revenue_paise: 0 };
      p.qty += line.qty;
      p.revenue_paise += line.amount_paise + line.gst_paise;
      products.set(key, p);
    }
  }
  const months = new Map<string, { qty: number; revenue_paise: number }>();
  for (const [key, p] of products) {
    const month = `${key.slice(0, 7)}-01${key.slice(10)}`;
    const m = months.get(month) ?? { qty: 0, revenue_paise: 0 };
    m.qty += p.qty;
    m.revenue_paise += p.revenue_paise;
    months.set(month, m);
  }
  return {
    days: Object.fromEntries(days),
    products: Object.fromEntries(products),
    months: Object.fromEntries(months),
  };
}

/** The roll-up as the triggers left it, days that came back to nothing left out. */
async function rollUp(t: TestApp) {
  const days: Record<string, DayFigures> = {};
  for (const { day, ...figures } of await t.db.select().from(dashboardDays))
    if (Object.values(figures).some((n) => n !== 0)) days[day] = figures;
  const products: Record<string, { qty: number; revenue_paise: number }> = {};
  for (const p of await t.db.select().from(dashboardProductDays))
    if (p.qty !== 0 || p.revenue_paise !== 0)
      products[`${p.day} ${p.product_id}`] = { qty: p.qty, revenue_paise: p.revenue_paise };
  const months: Record<string, { qty: number; revenue_paise: number }> = {};
  for (const p of await t.db.select().from(dashboardProductMonths))
    if (p.qty !== 0 || p.revenue_paise !== 0)
      months[`${p.month} ${p.product_id}`] = { qty: p.qty, revenue_paise: p.revenue_paise };
  return { days, products, months };
}

describe('the whole months of a range, read from the monthly rows', () => {
  it.each([
    ['2026-03-01', '2026-03-31', { first: '2026-03-01', last: '2026-03-01', end: '2026-03-31' }],
    ['2026-02-27', '2026-05-02', { first: '2026-03-01', last: '2026-04-01', end: '2026-04-30' }],
    ['2024-01-15', '2024-02-29', { first: '2024-02-01', last: '2024-02-01', end: '2024-02-29' }],
    ['2026-11-01', '2026-11-27', undefined],
    ['2026-10-30', '2026-11-05', undefined],
  ])('%s to %s', (from, to, months) => {
    expect(wholeMonths(from, to)).toEqual(months);
  });
});

describe('the dashboard’s daily roll-up', () => {
  let shop: GstShop;
  let t: TestApp;
  const today = indiaDate();
  const midnight = indiaDayStart(today);

  beforeAll(async () => {
    shop = await buildGstShop();
    t = shop.t;
  });
  afterAll(() => shop.close());

  const refund = (orderId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: { cookie: shop.staff.cookie },
      payload,
    });
  const webhook = (event: string, refundId: string) =>
    deliverWebhook(t.app, shop.razorpay.refundWebhook(RAZORPAY_WEBHOOK_SECRET, event, refundId));

  /** An order written at `paidAt` (its invoice issued then), to pin it to a side of midnight. */
  async function paidAt(paidAt: Date, qty: number) {
    const order = await insertOrder(t, {
      userId: shop.shopper.user.id,
      createdAt: new Date(paidAt.getTime() - 60_000),
      statuses: ['Placed', 'Payment Verified'],
      lines: [{ productId: shop.productId, qty }],
    });
    await t.db.transaction(async (tx) =>
      issueInvoice(tx, (await lockOrder(tx, order.id))!, sellerFromConfig(t.config), paidAt),
    );
    return order;
  }

  it('equals a recomputation from the source rows after orders, refunds and cancellations', async () => {
    // Orders paid through the checkout, in Rajasthan (CGST and SGST) and Kerala (IGST).
    const first = await shop.paidOrder();
    const kerala = await shop.paidOrder(shop.kerala, 3);
    const third = await shop.paidOrder(undefined, 1);
    await shop.placeOrder(); // placed, never paid: counts nowhere

    // A part refund waits for the gateway, then is processed by its webhook.
    const part = (await refund(first.order_id, { amount: 50, reason: 'One box crushed' })).json()
      .refund;
    let before = await rollUp(t);
    shop.razorpay.setRefundStatus(part.razorpay_refund_id, 'processed');
    expect((await webhook('refund.processed', part.razorpay_refund_id)).statusCode).toBe(200);
    let after = await rollUp(t);
    expect(after.days[today]!.refunds_paise - (before.days[today]?.refunds_paise ?? 0)).toBe(5000);

    // A refund that fails counts nowhere; its retry, processed at once, does.
    const failed = (await refund(kerala.order_id, { amount: 20, reason: 'Late' })).json().refund;
    shop.razorpay.setRefundStatus(failed.razorpay_refund_id, 'failed');
    await webhook('refund.failed', failed.razorpay_refund_id);
    shop.razorpay.refundsStartAs('processed');
    expect((await refund(kerala.order_id, { amount: 20, reason: 'Late' })).statusCode).toBe(201);

    // Cancelled and refunded in full in one step: the credit note gives its GST back.
    before = await rollUp(t);
    expect(
      (await refund(third.order_id, { reason: 'Customer cancelled', cancel: true })).statusCode,
    ).toBe(201);
    after = await rollUp(t);
    expect(after.days[today]!.refunds_paise).toBeGreaterThan(before.days[today]!.refunds_paise);
    expect(after.days[today]!.credited_cgst_paise).toBeGreaterThan(
      before.days[today]!.credited_cgst_paise,
    );

    // Either side of the India midnight that began today: the last millisecond of yesterday
    // and the first of today, an order paid and a refund processed on each.
    const lastOfYesterday = new Date(midnight.getTime() - 1);
    const late = await paidAt(lastOfYesterday, 1);
    const early = await paidAt(midnight, 2);
    for (const [order, at, key] of [
      [late, lastOfYesterday, 'late'],
      [early, midnight, 'early'],
    ] as const) {
      const [payment] = await t.db
        .insert(payments)
        .values({
          order_id: order.id,
          razorpay_payment_id: `pay_rollup_${key}`,
          status: 'captured',
          amount_paise: 10000,
        })
        .returning();
      const [row] = await t.db
        .insert(refunds)
        .values({
          order_id: order.id,
          payment_id: payment!.id,
          amount_paise: 1000,
          reason: 'Short by one',
          status: 'processed',
          idempotency_key: `rollup-${key}`,
          processed_at: at,
        })
        .returning();
      await t.db.transaction((tx) => issueCreditNote(tx, row!, at));
    }

    // Shoppers activated either side of midnight; one activates later; staff never count,
    // and a shopper made staff stops counting.
    await createUser(t, { activated_at: lastOfYesterday });
    await createUser(t, { activated_at: midnight });
    const waiting = await createUser(t, { activated_at: null });
    await t.db
      .update(users)
      .set({ activated_at: new Date(midnight.getTime() + 5000) })
      .where(eq(users.id, waiting.id));
    await createUser(t, { is_admin: true, activated_at: midnight });
    const promoted = await createUser(t, { activated_at: midnight });
    await t.db.update(users).set({ is_admin: true }).where(eq(users.id, promoted.id));

    const kept = await rollUp(t);
    expect(kept).toEqual(await recompute(t));

    // The boundary split as the calendar says: yesterday holds the order paid a millisecond
    // before midnight, today the one paid at midnight.
    const yesterday = addDays(today, -1);
    expect(kept.days[yesterday]).toMatchObject({ orders: 1, refunds_paise: 1000, new_shoppers: 1 });
    expect(kept.products[`${yesterday} ${shop.productId}`]).toEqual({
      qty: 1,
      revenue_paise: 11200,
    });
    expect(kept.days[today]!.orders).toBe(4);
    expect(kept.products[`${today} ${shop.productId}`]!.qty).toBe(2 + 3 + 1 + 2);

    // And rebuilding from the source rows, as the migration does, changes nothing.
    await t.db.execute(sql`select dashboard_rebuild()`);
    expect(await rollUp(t)).toEqual(kept);
  });

  it('answers the dashboard from the roll-up with the figures of the source rows', async () => {
    const source = await recompute(t);
    const seven = Array.from({ length: 7 }, (_, i) => source.days[addDays(today, i - 6)]);
    const sum = (key: keyof DayFigures) => seven.reduce((n, d) => n + (d?.[key] ?? 0), 0);
    const res = await t.app.inject({
      url: '/api/dashboard?range=7d',
      headers: { cookie: shop.staff.cookie },
    });
    const { dashboard } = res.json();
    expect(dashboard.current).toMatchObject({
      orders: sum('orders'),
      revenue: (sum('takings_paise') - sum('refunds_paise')) / 100,
      refunds: sum('refunds_paise') / 100,
      new_shoppers: sum('new_shoppers'),
      gst: {
        cgst: (sum('cgst_paise') - sum('credited_cgst_paise')) / 100,
        sgst: (sum('sgst_paise') - sum('credited_sgst_paise')) / 100,
        igst: (sum('igst_paise') - sum('credited_igst_paise')) / 100,
      },
    });
    // A whole calendar month reads its top products from the monthly rows.
    const month = today.slice(0, 7);
    const inMonth = Object.entries(source.products).filter(([key]) => key.startsWith(month));
    const top = (
      await t.app.inject({
        url: `/api/dashboard?range=month&month=${month}`,
        headers: { cookie: shop.staff.cookie },
      })
    ).json().dashboard.top_products;
    expect(top).toEqual([
      {
        id: shop.productId,
        name: 'Ashwagandha Capsules',
        qty: inMonth.reduce((n, [, p]) => n + p.qty, 0),
        revenue: inMonth.reduce((n, [, p]) => n + p.revenue_paise, 0) / 100,
      },
    ]);
    expect(dashboard.by_day.at(-2)).toEqual({
      date: addDays(today, -1),
      orders: 1,
      revenue: (source.days[addDays(today, -1)]!.takings_paise - 1000) / 100,
    });
  });
});
