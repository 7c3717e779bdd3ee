import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, deliveryStates, invoices } from '../../db/schema';
import { buildGstShop, type GstShop, pdfText } from '../../../test/checkout';
import { verifyPayment } from '../../../test/payments';
import { insertOrder } from '../../../test/order-fixtures';
import { type TestApp } from '../../../test/helpers';
import { mailSince, readOutbox } from '../../../test/outbox';
import { issueInvoice } from './issue';
import { lockOrder } from '../orders/domain/status';
import { sellerFromConfig } from '../tax-documents/seller';

const GSTIN = '08ABCDE1234F1Z0';

type Session = GstShop['shopper'];

type InvoiceBody = {
  number: string;
  supply: string;
  lines: Record<string, number | string>[];
  totals: Record<string, number>;
} & Record<string, unknown>;

describe('GST tax invoices', () => {
  let shop: GstShop;
  let t: TestApp;
  let shopper: Session;
  let otherShopper: Session;
  let staff: Session;
  let productStaff: Session;
  let rajasthanAddress: number;
  let keralaAddress: number;
  let categoryId: number;
  let productId: number;

  beforeAll(async () => {
    // One shopper pays 50 orders at once here.
    shop = await buildGstShop({ SELLER_NAME: 'Jaipur Herbals', SELLER_GSTIN: GSTIN });
    ({ t, shopper, otherShopper, staff, productStaff, categoryId, productId } = shop);
    ({ rajasthan: rajasthanAddress, kerala: keralaAddress } = shop);
  });
  afterAll(() => shop.close());

  const placeOrder = (addressId: number, qty?: number) => shop.placeOrder(addressId, qty);
  const paidOrder = (addressId: number, qty?: number) => shop.paidOrder(addressId, qty);
  const verify = (orderId: number, razorpayOrderId: string) =>
    verifyPayment(t.app, shopper.cookie, {
      order_id: orderId,
      ...shop.razorpay.pay(razorpayOrderId),
    });

  const getInvoice = (orderId: number, cookie?: string, suffix = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoice${suffix}`,
      headers: cookie ? { cookie } : {},
    });

  it('issues an intra-state invoice with CGST and SGST that adds up to what was paid', async () => {
    const placed = await paidOrder(rajasthanAddress);
    const res = await getInvoice(placed.order_id, shopper.cookie);
    expect(res.statusCode).toBe(200);
    const invoice = res.json().invoice as InvoiceBody;
    // 2 × ₹100 at 12 %: ₹200 + ₹24 GST; delivery ₹60 with 18 % inside; fee 2 % + 18 % = ₹6.70.
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV\/\d{4}-\d{2}\/\d{6}$/),
      order_id: placed.order_id,
      seller: {
        name: 'Jaipur Herbals',
        state: 'Rajasthan',
        state_code: '08',
        gstin: GSTIN,
      },
      buyer: {
        name: 'Asha Verma',
        state: 'Rajasthan',
        state_code: '08',
        phone_number: '9876543210',
      },
      place_of_supply: { state: 'Rajasthan', state_code: '08' },
      supply: 'intra-state',
    });
    expect(invoice.lines).toEqual([
      {
        kind: 'product',
        product_id: productId,
        description: 'Ashwagandha Capsules',
        hsn_code: '30049011',
        qty: 2,
        unit_value: 100,
        taxable_value: 200,
        gst_rate: 12,
        cgst: 12,
        sgst: 12,
        igst: 0,
        total: 224,
      },
      {
        kind: 'delivery',
        description: 'Delivery charge',
        hsn_code: '996812',
        qty: 1,
        unit_value: 50.85,
        taxable_value: 50.85,
        gst_rate: 18,
        cgst: 4.58,
        sgst: 4.57,
        igst: 0,
        total: 60,
      },
      {
        kind: 'payment_gateway',
        description: 'Payment gateway fee',
        hsn_code: '997158',
        qty: 1,
        unit_value: 5.68,
        taxable_value: 5.68,
        gst_rate: 18,
        cgst: 0.51,
        sgst: 0.51,
        igst: 0,
        total: 6.7,
      },
    ]);
    expect(invoice.totals).toEqual({
      taxable_value: 256.53,
      cgst: 17.09,
      sgst: 17.08,
      igst: 0,
      total: placed.amount / 100,
    });
  });

  it('charges IGST alone when the goods go to another state', async () => {
    const placed = await paidOrder(keralaAddress, 3);
    const invoice = (await getInvoice(placed.order_id, shopper.cookie)).json()
      .invoice as InvoiceBody;
    expect(invoice.supply).toBe('inter-state');
    // Kerala's row has no code of its own: the known code of its name is used.
    expect(invoice.place_of_supply).toEqual({ state: 'Kerala', state_code: '32' });
    for (const line of invoice.lines) {
      expect(line.cgst).toBe(0);
      expect(line.sgst).toBe(0);
    }
    expect(invoice.lines[0]).toMatchObject({ taxable_value: 300, igst: 36, total: 336 });
    expect(invoice.totals.total).toBe(placed.amount / 100);
    expect(invoice.totals.igst).toBeGreaterThan(36);
  });

  it('answers only the owner and staff who see orders; not yet paid is 404', async () => {
    const placed = await paidOrder(rajasthanAddress, 1);
    expect((await getInvoice(placed.order_id, staff.cookie)).statusCode).toBe(200);
    const stranger = await getInvoice(placed.order_id, otherShopper.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Order not found.' });
    expect((await getInvoice(placed.order_id, productStaff.cookie)).statusCode).toBe(404);
    expect((await getInvoice(placed.order_id)).statusCode).toBe(401);

    const unpaid = await placeOrder(rajasthanAddress, 1);
    const notYet = await getInvoice(unpaid.order_id, shopper.cookie);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toEqual({ error: 'No invoice for this order yet.' });
    expect((await getInvoice(999_999, shopper.cookie)).statusCode).toBe(404);
  });

  it('serves the PDF to its owner and staff only, with the number, GSTIN, HSN codes and total', async () => {
    const placed = await paidOrder(rajasthanAddress);
    const { invoice } = (await getInvoice(placed.order_id, shopper.cookie)).json();
    const res = await getInvoice(placed.order_id, shopper.cookie, '.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain(GSTIN);
    expect(text).toContain('30049011');
    expect(text).toContain('996812');
    expect(text).toContain('₹290.70');
    expect(text).toContain('Rupees Two Hundred Ninety and Seventy Paise Only');
    expect(text).toContain('This is a computer-generated invoice.');

    expect((await getInvoice(placed.order_id, staff.cookie, '.pdf')).statusCode).toBe(200);
    expect((await getInvoice(placed.order_id, otherShopper.cookie, '.pdf')).statusCode).toBe(404);
    expect((await getInvoice(placed.order_id, undefined, '.pdf')).statusCode).toBe(401);
  });

  it('attaches the PDF to the order confirmation mail', async () => {
    // Earlier orders' mails are sent after their answers: let them land first.
    await t.app.background.settled();
    const before = (await readOutbox(t)).length;
    const placed = await paidOrder(rajasthanAddress, 1);
    // The shopper's confirmation, not the shop's own alert of the same payment.
    const mail = await mailSince(
      t,
      before,
      `Your Herbal Shop order #${placed.order_id} is confirmed`,
    );
    const { invoice } = (await getInvoice(placed.order_id, shopper.cookie)).json();
    expect(mail.raw).toContain('Content-Type: application/pdf');
    expect(mail.raw).toContain(`invoice-${invoice.number.replace(/\//g, '-')}.pdf`);
  });

  it('never changes once issued, and a repeated payment report issues nothing more', async () => {
    const placed = await paidOrder(rajasthanAddress);
    const before = (await getInvoice(placed.order_id, shopper.cookie)).json();
    // The codes an invoice is made from: changed after it is issued, the shop's own put back last.
    const setCodes = async (gst_percent: number, hsn_code: string, gst_state_code: string) => {
      await t.db
        .update(categories)
        .set({ gst_percent, hsn_code })
        .where(eq(categories.id, categoryId));
      await t.db
        .update(deliveryStates)
        .set({ gst_state_code })
        .where(eq(deliveryStates.name, 'Rajasthan'));
    };
    await setCodes(18, '3305', '99');
    const again = await verify(placed.order_id, placed.razorpay_order_id);
    expect(again.statusCode).toBe(200);
    expect((await getInvoice(placed.order_id, shopper.cookie)).json()).toEqual(before);
    const rows = await t.db.select().from(invoices).where(eq(invoices.order_id, placed.order_id));
    expect(rows).toHaveLength(1);
    await setCodes(12, '30049011', '08');
  });

  it('gives 50 simultaneous verifications 50 distinct consecutive numbers', async () => {
    const placed: Awaited<ReturnType<typeof placeOrder>>[] = [];
    for (let i = 0; i < 50; i++) placed.push(await placeOrder(rajasthanAddress, 1));
    const results = await Promise.all(placed.map((p) => verify(p.order_id, p.razorpay_order_id)));
    expect(results.map((r) => r.statusCode)).toEqual(placed.map(() => 200));
    const rows = await t.db.select().from(invoices);
    const ours = rows.filter((row) => placed.some((p) => p.order_id === row.order_id));
    expect(ours).toHaveLength(50);
    const all = rows.map((row) => row.sequence).sort((a, b) => a - b);
    // Every number of the year so far, with no gap and no duplicate.
    expect(all).toEqual(all.map((_, i) => i + 1));
    expect(new Set(ours.map((row) => row.number)).size).toBe(50);
    // 50 orders placed, paid, invoiced and mailed with their PDFs: slow on a busy machine.
  }, 120_000);

  it('starts a new series at 1 April 00:00 India time', async () => {
    const seller = sellerFromConfig(t.config);
    const issueAt = async (at: string) => {
      const order = await insertOrder(t, {
        userId: shopper.user.id,
        createdAt: new Date(at),
        statuses: ['Placed', 'Payment Verified'],
        lines: [{ productId, qty: 1 }],
      });
      return t.db.transaction(async (tx) =>
        issueInvoice(tx, (await lockOrder(tx, order.id))!, seller, new Date(at)),
      );
    };
    const march = await issueAt('2031-03-31T23:59:59.999+05:30');
    const april = await issueAt('2031-04-01T00:00:00+05:30');
    const next = await issueAt('2031-04-01T00:00:01+05:30');
    expect(march.number).toBe('INV/2030-31/000001');
    expect(april.number).toBe('INV/2031-32/000001');
    expect(next.number).toBe('INV/2031-32/000002');
  });

  describe('monthly GST summary', () => {
    const summary = (month: string, cookie = staff.cookie) =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders/gst-summary?month=${month}`,
        headers: { cookie },
      });
    const cells = (text: string) =>
      text
        .trim()
        .split('\r\n')
        .map((row) => row.split(','));

    it("adds up to the sum of the month's invoices, by rate and place of supply", async () => {
      const rows = await t.db.select().from(invoices);
      const month = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 7);
      const thisMonth = rows.filter(
        (r) =>
          new Date(r.issued_at.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 7) === month,
      );
      const res = await summary(month);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const table = cells(res.body);
      const totals = table.filter((row) => row[0] === 'Total');
      expect(totals).toHaveLength(2);
      const sum = (pick: (r: (typeof rows)[number]) => number) =>
        (thisMonth.reduce((s, r) => s + pick(r), 0) / 100).toFixed(2);
      const expected = [
        sum((r) => r.taxable_value_paise),
        sum((r) => r.cgst_paise),
        sum((r) => r.sgst_paise),
        sum((r) => r.igst_paise),
        sum((r) => r.total_paise),
      ];
      expect(totals[0]!.slice(-5)).toEqual(expected);
      expect(totals[1]!.slice(-5)).toEqual(expected);
      const register = table.slice(table.findIndex((row) => row[0] === 'Invoice number') + 1, -1);
      expect(register).toHaveLength(thisMonth.length);
      // Both supplies appear: Rajasthan (08) at 12 % and Kerala (32), each rate on its own row.
      const byPlace = table.filter((row) => row[1] === '08' || row[1] === '32');
      expect(byPlace.map((row) => `${row[1]} ${row[2]}`)).toEqual(
        expect.arrayContaining(['08 12', '08 18', '32 12', '32 18']),
      );
    });

    it('is for staff who see orders, with a valid month', async () => {
      expect((await summary('2026-04', shopper.cookie)).statusCode).toBe(403);
      const bad = await summary('2026-13');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'Month must be in YYYY-MM format.' });
      // Months the calendar of dates cannot reach: the year 0 and the last month of 9999.
      for (const month of ['0000-01', '9999-12', '1999-12']) {
        const outside = await summary(month);
        expect(outside.statusCode, month).toBe(400);
        expect(outside.json()).toEqual({ error: 'Month must be between 2000-01 and 2999-12.' });
      }
      const empty = await summary('2020-01');
      expect(cells(empty.body).filter((row) => row[0] === 'Total')).toEqual([
        ['Total', '', '', '0.00', '0.00', '0.00', '0.00', '0.00'],
        ['Total', '', '', '', '', '0.00', '0.00', '0.00', '0.00', '0.00'],
      ]);
    });
  });
});
