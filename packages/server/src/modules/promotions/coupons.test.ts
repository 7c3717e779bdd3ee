import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons, deliveryStates, orderProducts, orders } from '../../db/schema';
import { createCategory, createProduct } from '../../../test/catalogue';
import { addGatewayFee } from '../../../test/shop-settings';
import { sessionFor } from '../../../test/accounts';
import { requestWith } from '../../../test/requests';
import {
  addAddress,
  buyNow,
  paidOrder,
  placeOrder,
  pdfText,
  placeOrderRequest,
} from '../../../test/checkout';
import { useRazorpayTestApp } from '../../../test/payments';
import { insertOrder } from '../../../test/order-fixtures';

/*
 * A shop selling Ashwagandha Capsules at ₹100 + 12 % GST (₹112, 300 g) and Neem Soap in another
 * category, delivering to Rajasthan for ₹60 with a 2 % gateway fee (+ 18 % tax on the fee).
 */
describe('coupons', () => {
  const { t, razorpay } = useRazorpayTestApp();
  const send = requestWith(t);
  let staff: string;
  let herbs: number;
  let soaps: number;
  let capsules: number;
  let soap: number;

  beforeAll(async () => {
    herbs = (await createCategory(t, { gst_percent: 12, hsn_code: '30049011' })).id;
    soaps = (await createCategory(t, { gst_percent: 18, hsn_code: '34011190' })).id;
    capsules = (
      await createProduct(t, {
        category_id: herbs,
        rate_paise: 10000,
        weight_grams: 300,
        stock: 1000,
      })
    ).id;
    soap = (
      await createProduct(t, {
        category_id: soaps,
        name: 'Neem Soap',
        rate_paise: 5000,
        stock: 1000,
      })
    ).id;
    await t.db
      .insert(deliveryStates)
      .values({ name: 'Rajasthan', delivery_rate_paise: 6000, additional_rate_paise: 2000 });
    await addGatewayFee(t);
    staff = (await sessionFor(t, { is_admin: true, permissions: ['super_user'] })).cookie;
  });

  let codeCounter = 0;
  const nextCode = (prefix = 'SAVE') => `${prefix}${++codeCounter}`;
  const newCoupon = async (values: Record<string, unknown> = {}) => {
    const res = await send('POST', '/api/coupons', staff, {
      code: nextCode(),
      description: 'Ten per cent off',
      kind: 'percent',
      value: 10,
      ...values,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().coupon as { id: number; code: string; used: number };
  };
  const shopper = async () => {
    const { cookie } = await sessionFor(t);
    return { cookie, addressId: await addAddress(t.app, cookie) };
  };
  const apply = (cookie: string, code: string, productId: number | null = capsules, qty = 2) =>
    send('POST', '/api/coupons/apply', cookie, { code, product_id: productId, qty });
  const couponRow = async (id: number) =>
    (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
  const orderRow = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  describe('staff', () => {
    it.each([
      ['a visitor', undefined, 401],
      ['a shopper', {}, 403],
      ['a product manager', { is_admin: true, permissions: ['product_manager'] }, 403],
      ['a promotion manager', { is_admin: true, permissions: ['promotion_manager'] }, 201],
      ['the super user', { is_admin: true, permissions: ['super_user'] }, 201],
    ] as const)('%s', async (_who, values, status) => {
      const cookie = values
        ? (await sessionFor(t, values as { permissions?: string[] })).cookie
        : undefined;
      const created = await send('POST', '/api/coupons', cookie, {
        code: nextCode('PERM'),
        kind: 'fixed',
        value: 50,
      });
      expect(created.statusCode).toBe(status);
      expect((await send('GET', '/api/coupons', cookie)).statusCode).toBe(
        status === 201 ? 200 : status,
      );
    });

    it('creates, lists, edits, deactivates and activates a coupon', async () => {
      const body = {
        code: 'WELCOME10',
        description: 'Welcome offer',
        kind: 'percent',
        value: 10,
        max_discount: 150,
        min_order: 499,
        starts_at: '2026-01-01',
        ends_at: '2026-12-31',
        usage_limit: 100,
        first_order_only: true,
        category_ids: [herbs],
      };
      const created = await send('POST', '/api/coupons', staff, body);
      expect(created.statusCode).toBe(201);
      const coupon = created.json().coupon;
      // The answer is what was sent, the dates as the instants of India's days, and the rest.
      expect(coupon).toEqual({
        ...body,
        id: coupon.id,
        starts_at: '2025-12-31T18:30:00.000Z',
        ends_at: '2026-12-31T18:29:59.999Z',
        per_customer_limit: 1,
        is_active: true,
        used: 0,
        discount_given: 0,
        revenue: 0,
      });
      const listed = (await send('GET', '/api/coupons', staff)).json().coupons;
      expect(listed.map((c: { code: string }) => c.code)).toContain('WELCOME10');

      const edited = await send('PUT', `/api/coupons/${coupon.id}`, staff, {
        code: 'WELCOME10',
        kind: 'fixed',
        value: 75.5,
      });
      expect(edited.json().coupon).toMatchObject({
        kind: 'fixed',
        value: 75.5,
        max_discount: null,
      });
      const off = await send('PATCH', `/api/coupons/${coupon.id}/deactivate`, staff);
      expect(off.json().coupon.is_active).toBe(false);
      const on = await send('PATCH', `/api/coupons/${coupon.id}/activate`, staff);
      expect(on.json().coupon.is_active).toBe(true);

      // Each change is in the audit log, the edit with what it changed.
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target_id, String(coupon.id)))
        .orderBy(auditLog.id);
      expect(entries.filter((entry) => entry.target_type === 'coupon')).toMatchObject([
        { action: 'coupon.create', changes: { code: { from: null, to: 'WELCOME10' } } },
        {
          action: 'coupon.update',
          changes: { kind: { from: 'percent', to: 'fixed' }, value: { from: 10, to: 75.5 } },
        },
        { action: 'coupon.deactivate' },
        { action: 'coupon.activate' },
      ]);
    });

    it('refuses a code already taken, ignoring case', async () => {
      await newCoupon({ code: 'DIWALI' });
      const res = await send('POST', '/api/coupons', staff, {
        code: 'diwali',
        kind: 'fixed',
        value: 5,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'A coupon with this code already exists.' });
    });

    it.each([
      [{ code: 'AB', kind: 'fixed', value: 5 }, 'Code must be 3 to 20 letters, digits or hyphens.'],
      [
        { code: 'NO SPACE', kind: 'fixed', value: 5 },
        'Code must be 3 to 20 letters, digits or hyphens.',
      ],
      [
        { code: 'PCT95', kind: 'percent', value: 95 },
        'A percentage must be a whole number from 1 to 90.',
      ],
      [{ code: 'FIX0', kind: 'fixed', value: 0 }, 'Value must be a number of rupees above 0.'],
      [{ code: 'KIND', kind: 'bogof', value: 5 }, 'Kind must be percent, fixed or free_delivery.'],
      [
        { code: 'DATES', kind: 'fixed', value: 5, starts_at: '2026-05-02', ends_at: '2026-05-01' },
        'The end date must not be before the start date.',
      ],
    ])('refuses %j', async (body, error) => {
      const res = await send('POST', '/api/coupons', staff, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });
  });

  describe('applying a code', () => {
    it('answers the saving on that order: 10 % of 2 × ₹112 = ₹22.40, matching any case', async () => {
      const { code } = await newCoupon({ max_discount: 100 });
      const { cookie } = await shopper();
      const res = await apply(cookie, code.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        coupon: {
          code,
          description: 'Ten per cent off',
          kind: 'percent',
          value: 10,
          max_discount: 100,
          category_ids: [],
        },
        discount: 22.4,
        free_delivery: false,
      });
    });

    it('answers free delivery with no discount on the items', async () => {
      const { code } = await newCoupon({ kind: 'free_delivery', value: 0 });
      const { cookie } = await shopper();
      expect((await apply(cookie, code)).json()).toMatchObject({
        discount: 0,
        free_delivery: true,
      });
    });

    it('refuses an unknown or inactive code with 404', async () => {
      const { cookie } = await shopper();
      const unknown = await apply(cookie, 'NOSUCHCODE');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'This coupon code is not valid.' });
      const { id, code } = await newCoupon();
      await send('PATCH', `/api/coupons/${id}/deactivate`, staff);
      const inactive = await apply(cookie, code);
      expect(inactive.statusCode).toBe(404);
      expect(inactive.json()).toEqual({ error: 'This coupon code is not valid.' });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['expired', { ends_at: '2020-01-31' }, 'This coupon has expired.'],
      ['not yet active', { starts_at: '2099-01-01' }, 'This coupon is not active yet.'],
      // 2 × ₹112 = ₹224 of items against a ₹500 minimum
      ['below the minimum', { min_order: 500 }, 'Add ₹276.00 more to use this coupon.'],
      [
        'for other categories',
        { category_ids: [9999] },
        'This coupon does not apply to these products.',
      ],
    ])('refuses a code %s with 409', async (_case, values, error) => {
      const { code } = await newCoupon(values);
      const { cookie } = await shopper();
      const res = await apply(cookie, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error });
    });

    it('refuses a used-up code, one the shopper has used, and a first-order code after a paid order', async () => {
      const { code: once } = await newCoupon({ usage_limit: 1 });
      const { code: mine } = await newCoupon({ usage_limit: 10 });
      const { code: first } = await newCoupon({ first_order_only: true, per_customer_limit: 5 });
      const buyer = await shopper();
      await paidOrder(t.app, razorpay, buyer.cookie, buyNow(capsules, 1, buyer.addressId, once));
      await placeOrder(t.app, buyer.cookie, buyNow(capsules, 1, buyer.addressId, mine));
      const other = await shopper();
      expect((await apply(other.cookie, once)).json()).toEqual({
        error: 'This coupon has been used up.',
      });
      expect((await apply(buyer.cookie, mine)).json()).toEqual({
        error: 'You have already used this coupon.',
      });
      expect((await apply(buyer.cookie, first)).json()).toEqual({
        error: 'This coupon is for your first order.',
      });
      expect((await apply(other.cookie, first)).statusCode).toBe(200);
    });

    it('counts a cash on delivery order as paid once it is delivered, not before', async () => {
      const { code: first } = await newCoupon({ first_order_only: true });
      const { user, cookie } = await sessionFor(t);
      const codOrder = (statuses: string[]) =>
        insertOrder(t, {
          userId: user.id,
          createdAt: new Date(),
          statuses,
          lines: [{ productId: capsules, qty: 1 }],
        }).then((order) =>
          t.db.update(orders).set({ payment_method: 'cod' }).where(eq(orders.id, order.id)),
        );
      await codOrder(['Awaiting Confirmation', 'COD Confirmed', 'Packed']);
      expect((await apply(cookie, first)).statusCode).toBe(200);
      // Delivered: the cash is collected at the door.
      await codOrder(['Awaiting Confirmation', 'COD Confirmed', 'Packed', 'Shipped', 'Delivered']);
      expect((await apply(cookie, first)).json()).toEqual({
        error: 'This coupon is for your first order.',
      });
    });
  });

  describe('placing an order with a code', () => {
    /*
     * 2 × ₹100 at 12 %: items 22400, 10 % = 2240, taxable part round(2240 × 100 / 112) = 2000,
     * tax part 240 -> amount 18000, gst 2160; delivery 6000; fee 2 % of 26160 = 523 + 94 = 617;
     * total 18000 + 2160 + 6000 + 617 = 26777.
     */
    it('prices the order with the discount and keeps the code', async () => {
      const { id, code } = await newCoupon();
      const { cookie, addressId } = await shopper();
      const placed = await placeOrder(
        t.app,
        cookie,
        buyNow(capsules, 2, addressId, code.toLowerCase()),
      );
      expect(placed.amount).toBe(26777);
      expect(await orderRow(placed.order_id)).toMatchObject({
        amount_paise: 18000,
        gst_paise: 2160,
        delivery_charge_paise: 6000,
        payment_gateway_charge_paise: 617,
        discount_paise: 2240,
        coupon_code: code,
        coupon_held: true,
      });
      const [line] = await t.db
        .select()
        .from(orderProducts)
        .where(eq(orderProducts.order_id, placed.order_id));
      expect(line).toMatchObject({
        amount_paise: 20000,
        gst_paise: 2400,
        discount_paise: 2000,
        discount_gst_paise: 240,
      });
      const answer = (await send('GET', `/api/orders/${placed.order_id}`, cookie)).json().order;
      expect(answer).toMatchObject({
        amount: 180,
        gst: 21.6,
        discount: 22.4,
        coupon_code: code,
        total: 267.77,
      });
      // The shopper's order list carries the coupon and its saving beside the total.
      const mine = (await send('GET', '/api/orders/user/products', cookie)).json().orders;
      expect(mine[0].order).toMatchObject({ total: 267.77, coupon_code: code, discount: 22.4 });
      expect((await couponRow(id)).used).toBe(1);
      const listed = (await send('GET', '/api/coupons', staff)).json().coupons;
      expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({
        used: 1,
        discount_given: 22.4,
        revenue: 267.77,
      });
    });

    it('makes delivery free and counts the charge saved as the discount', async () => {
      const { code } = await newCoupon({ kind: 'free_delivery' });
      const { cookie, addressId } = await shopper();
      const placed = await placeOrder(t.app, cookie, buyNow(capsules, 2, addressId, code));
      expect(await orderRow(placed.order_id)).toMatchObject({
        amount_paise: 20000,
        gst_paise: 2400,
        delivery_charge_paise: 0,
        discount_paise: 6000,
      });
    });

    it('refuses with the same sentence when the code no longer applies, and places nothing', async () => {
      const { id, code } = await newCoupon({ category_ids: [herbs] });
      const { cookie, addressId } = await shopper();
      expect((await apply(cookie, code)).statusCode).toBe(200);
      await send('PATCH', `/api/coupons/${id}/deactivate`, staff);
      const gone = await placeOrderRequest(t.app, cookie, buyNow(capsules, 2, addressId, code));
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'This coupon code is not valid.' });
      await send('PATCH', `/api/coupons/${id}/activate`, staff);
      const soapOnly = await placeOrderRequest(t.app, cookie, buyNow(soap, 1, addressId, code));
      expect(soapOnly.statusCode).toBe(409);
      expect(soapOnly.json()).toEqual({ error: 'This coupon does not apply to these products.' });
      expect((await couponRow(id)).used).toBe(0);
    });

    it('hands the use back once when the payment fails, and takes it again on a retry', async () => {
      const { id, code } = await newCoupon({ usage_limit: 1 });
      const { cookie, addressId } = await shopper();
      const placed = await placeOrder(t.app, cookie, buyNow(capsules, 1, addressId, code));
      expect((await couponRow(id)).used).toBe(1);
      const failed = razorpay.pay(placed.razorpay_order_id, 'failed');
      const report = () =>
        send('POST', `/api/orders/${placed.order_id}/payment-failed`, cookie, {
          razorpay_payment_id: failed.razorpay_payment_id,
          reason: 'Card declined.',
        });
      expect((await report()).statusCode).toBe(200);
      expect((await couponRow(id)).used).toBe(0);
      // A second report changes nothing.
      await report();
      expect((await couponRow(id)).used).toBe(0);
      expect((await apply((await shopper()).cookie, code)).statusCode).toBe(200);
      const retry = await send('POST', `/api/orders/${placed.order_id}/pay`, cookie);
      expect(retry.statusCode).toBe(200);
      expect((await couponRow(id)).used).toBe(1);
    });

    it('hands the use back when the shopper cancels before paying', async () => {
      const { id, code } = await newCoupon();
      const { cookie, addressId } = await shopper();
      const placed = await placeOrder(t.app, cookie, buyNow(capsules, 1, addressId, code));
      expect((await couponRow(id)).used).toBe(1);
      expect((await send('POST', `/api/orders/${placed.order_id}/cancel`, cookie)).statusCode).toBe(
        200,
      );
      expect((await couponRow(id)).used).toBe(0);
    });
  });

  describe('the GST invoice and credit note of a discounted order', () => {
    /** 2 capsules and 1 soap bought from the cart with ₹50 off, and paid: ₹320.39. */
    const paidDiscountedOrder = async () => {
      const { code } = await newCoupon({ kind: 'fixed', value: 50 });
      const { cookie, addressId } = await shopper();
      await send('POST', '/api/cart/add', cookie, { product_id: capsules, qty: 2 });
      await send('POST', '/api/cart/add', cookie, { product_id: soap, qty: 1 });
      const paid = await paidOrder(t.app, razorpay, cookie, {
        product_id: null,
        address_id: addressId,
        coupon_code: code,
      } as never);
      expect(paid.amount).toBe(32039);
      return { cookie, paid };
    };

    /*
     * 2 capsules (₹100 at 12 %) and 1 soap (₹50 at 18 %): items 22400 + 5900 = 28300.
     * ₹50 off: spread 5000 × 22400 / 28300 = 3957.60 -> 3958 and 1042.40 -> 1042;
     * capsules: taxable part round(3958 × 100 / 112 = 3533.93) = 3534, tax 424;
     * soap: round(1042 × 100 / 118 = 883.05) = 883, tax 159.
     * Delivery: 650 g -> 1 step -> 6000 + 2000 = 8000, inside the invoice at 18 %.
     * Fee 2 % of 23300 + 8000 = 31300 -> 626 + 113 = 739. Paid 23300 + 8000 + 739 = 32039.
     */
    it('shows each line before the discount, the discount and the taxable value, to the paisa', async () => {
      const { cookie, paid } = await paidDiscountedOrder();
      const invoice = (await send('GET', `/api/orders/${paid.order_id}/invoice`, cookie)).json()
        .invoice;
      const products = invoice.lines.filter((l: { kind: string }) => l.kind === 'product');
      expect(products).toEqual([
        expect.objectContaining({
          qty: 2,
          unit_value: 100,
          gross_value: 200,
          discount: 35.34,
          taxable_value: 164.66,
          gst_rate: 12,
          total: 164.66 + 24 - 4.24,
        }),
        expect.objectContaining({
          qty: 1,
          gross_value: 50,
          discount: 8.83,
          taxable_value: 41.17,
          gst_rate: 18,
          total: 41.17 + 9 - 1.59,
        }),
      ]);
      expect(invoice.totals.total).toBe(320.39);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${paid.order_id}/invoice.pdf`,
        headers: { cookie },
      });
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Discount ₹');
      expect(text).toContain('Discount (coupon, before tax): ₹44.17');
      expect(text).toContain('35.34');
    });

    /*
     * The same order's invoice lines (taxable value + tax = total, paise): capsules 16466 +
     * 1976 = 18442 and soap 4117 + 741 = 4858 (after the discount), delivery 6780 + 1220 = 8000,
     * fee 626 + 113 = 739; 32039 in all. A ₹100 refund is shared over those totals by the largest
     * remainder: 10000 × 18442 / 32039 = 5756.11 -> 5756, soap 1516.28 -> 1516, delivery
     * 2496.96 -> 2497, fee 230.66 -> 231; each share then splits in its line's own proportion:
     * capsules 5756 × 16466 / 18442 = 5139.26 -> 5139 + 617, soap 1284.76 -> 1285 + 231,
     * delivery 2116.21 -> 2116 + 381, fee 195.68 -> 196 + 35. Without the discount the capsules
     * would take 10000 × 22400 / 36000 and more, so these figures show the discounted proportions.
     */
    it("splits a refund's credit note in the discounted invoice's proportions", async () => {
      const { cookie, paid } = await paidDiscountedOrder();
      razorpay.refundsStartAs('processed');
      try {
        const refund = await send('POST', `/api/orders/${paid.order_id}/refunds`, staff, {
          amount: 100,
          reason: 'Missing item in the courier bag.',
        });
        expect(refund.statusCode).toBe(201);
      } finally {
        razorpay.refundsStartAs('pending');
      }
      const { credit_notes } = (
        await send('GET', `/api/orders/${paid.order_id}/invoice`, cookie)
      ).json();
      expect(credit_notes).toHaveLength(1);
      const [note] = credit_notes as {
        lines: ({ kind: string } & Record<
          'taxable_value' | 'cgst' | 'sgst' | 'igst' | 'total',
          number
        >)[];
        totals: Record<string, number>;
      }[];
      const figures = note!.lines.map((l) => ({
        kind: l.kind,
        taxable: Math.round(l.taxable_value * 100),
        tax: Math.round((l.cgst + l.sgst + l.igst) * 100),
        total: Math.round(l.total * 100),
      }));
      expect(figures).toEqual([
        { kind: 'product', taxable: 5139, tax: 617, total: 5756 },
        { kind: 'product', taxable: 1285, tax: 231, total: 1516 },
        { kind: 'delivery', taxable: 2116, tax: 381, total: 2497 },
        { kind: 'payment_gateway', taxable: 196, tax: 35, total: 231 },
      ]);
      expect(note!.totals.total).toBe(100);
      expect(Math.round(note!.totals.taxable_value! * 100)).toBe(5139 + 1285 + 2116 + 196);
    });
  });

  describe('under a rush', () => {
    it('20 shoppers at once with a single-use code: exactly one order carries it', async () => {
      const { id, code } = await newCoupon({ usage_limit: 1 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
      const answers = await Promise.all(
        buyers.map((b) =>
          placeOrderRequest(t.app, b.cookie, buyNow(capsules, 1, b.addressId, code)),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      for (const res of answers.filter((r) => r.statusCode === 409))
        expect(res.json()).toEqual({ error: 'This coupon has been used up.' });
      const carrying = await t.db.select().from(orders).where(eq(orders.coupon_id, id));
      expect(carrying).toHaveLength(1);
      expect((await couponRow(id)).used).toBe(1);
    });

    it('one shopper sending 10 place-orders at once with a once-per-customer code: one', async () => {
      const { id, code } = await newCoupon();
      const { cookie, addressId } = await shopper();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          placeOrderRequest(t.app, cookie, buyNow(capsules, 1, addressId, code)),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: 'You have already used this coupon.' });
      }
      expect(await t.db.select().from(orders).where(eq(orders.coupon_id, id))).toHaveLength(1);
      expect((await couponRow(id)).used).toBe(1);
    });
  });
});
