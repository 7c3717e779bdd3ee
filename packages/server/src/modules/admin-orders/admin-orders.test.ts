import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, products, refunds } from '../../db/schema';
import { orderTotalPaise } from '../orders/domain';
import { createCategory, createProduct } from '../../../test/catalogue';
import { createUser, sessionFor } from '../../../test/accounts';
import { readOutbox } from '../../../test/outbox';
import { requestWith } from '../../../test/requests';
import { useTestApp } from '../../../test/suite';
import { insertOrder, insertPaidOrder, statusRowsOf } from '../../../test/order-fixtures';
import { expectErrorAnswer } from '../../../test/answers';

describe('order administration', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let ownerId: number;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let productId: number;

  beforeAll(async () => {
    const category = await createCategory(t, { name: 'Churna', gst_percent: 12 });
    productId = (await createProduct(t, { category_id: category.id, stock: 7 })).id;
    customer = await createUser(t, { first_name: 'Ravi', last_name: 'Kumar' });
    cookies.shopper = (await sessionFor(t)).cookie;
    cookies.hr = (await sessionFor(t, { is_admin: true, permissions: ['hr'] })).cookie;
    cookies.products = (
      await sessionFor(t, { is_admin: true, permissions: ['product_manager'] })
    ).cookie;
    const owner = await sessionFor(t, {
      is_admin: true,
      permissions: ['super_user'],
      first_name: 'Anil',
      last_name: 'Shah',
    });
    cookies.owner = owner.cookie;
    ownerId = owner.user.id;
  });

  const send = requestWith(t);
  const get = (url: string, cookie?: string) => send('GET', url, cookie);
  const setStatus = (id: number, payload: object, cookie = cookies.owner) =>
    send('POST', `/api/orders/${id}/status`, cookie, payload);
  /**
   * Sets a status the owner's way and expects it taken, its entry recording `recorded` (what
   * was sent, unless named): the order's statuses, newest first.
   */
  const expectStatusTaken = async (id: number, payload: object, recorded: object = payload) => {
    const res = await setStatus(id, payload);
    expect(res.statusCode).toBe(200);
    const statuses = res.json().order.order_statuses;
    expect(statuses[0]).toMatchObject(recorded);
    return statuses;
  };
  const paidOrder = (statuses?: string[], qty = 1) =>
    insertPaidOrder(t, { userId: customer.id, productId, qty, statuses });
  describe('permissions', () => {
    it.each([
      ['a visitor', undefined, 401],
      ['a shopper', 'shopper', 403],
      ['an hr employee', 'hr', 403],
      ['a product manager', 'products', 403],
      ['the super user', 'owner', 200],
    ] as const)('%s', async (_who, key, expected) => {
      const cookie = key && cookies[key];
      const order = await paidOrder();
      const range = await get('/api/orders/date-range?from=2026-01-10&to=2026-01-10', cookie);
      expect(range.statusCode).toBe(expected);
      const status = await setStatus(order.id, { status: 'Packed' }, cookie ?? '');
      expect(status.statusCode).toBe(expected);
      if (expected !== 200) {
        expect(status.json().error).toMatch(/log in|not allowed/);
        expect((await statusRowsOf(t, order.id)).length).toBe(2);
      }
    });

    it('leaves GET /api/orders/{id} to the order detail route', async () => {
      const order = await paidOrder();
      const detail = await get(`/api/orders/${order.id}`, cookies.owner);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().order.id).toBe(order.id);
      expect(detail.json().order).not.toHaveProperty('customer');
      const missing = await get('/api/orders/999999', cookies.owner);
      expectErrorAnswer(missing, 404, 'Order not found.');
      // A shopper asking for the range meets this module's guard, not the detail's id check.
      const range = await get(
        '/api/orders/date-range?from=2026-01-10&to=2026-01-10',
        cookies.shopper,
      );
      expect(range.json()).toEqual({ error: 'You are not allowed to do this.' });
    });
  });

  describe('one order as staff see it', () => {
    it('answers its customer and who set each status, wherever the link came from', async () => {
      const order = await paidOrder();
      await setStatus(order.id, { status: 'Packed' });
      const res = await get(`/api/orders/${order.id}/staff`, cookies.owner);
      expect(res.statusCode).toBe(200);
      const seen = res.json().order;
      expect(seen.customer).toEqual({
        id: customer.id,
        first_name: 'Ravi',
        last_name: 'Kumar',
        email: customer.email,
      });
      // The staff member's step names them; the payment's own steps name nobody.
      expect(seen.order_statuses.map((s: { changed_by: unknown }) => s.changed_by)).toEqual([
        { id: ownerId, first_name: 'Anil', last_name: 'Shah' },
        null,
        null,
      ]);
      // No payment captured through the gateway here: nothing to refund.
      expect(seen.refundable_amount).toBe(0);
    });

    it('is for staff with the Orders area only, and 404 for an unknown order', async () => {
      const order = await paidOrder();
      expect((await get(`/api/orders/${order.id}/staff`)).statusCode).toBe(401);
      expect((await get(`/api/orders/${order.id}/staff`, cookies.shopper)).statusCode).toBe(403);
      expect((await get(`/api/orders/${order.id}/staff`, cookies.products)).statusCode).toBe(403);
      const missing = await get('/api/orders/999999/staff', cookies.owner);
      expectErrorAnswer(missing, 404, 'Order not found.');
    });
  });

  describe('date range', () => {
    const instants = [
      '2026-02-28T18:29:59.999Z', // 23:59:59.999 on 28 February in India
      '2026-02-28T18:30:00.000Z', // midnight starting 1 March in India
      '2026-03-01T18:29:59.000Z', // 23:59:59 on 1 March
      '2026-03-01T18:30:00.000Z', // midnight starting 2 March
    ];
    const placed: number[] = [];
    beforeAll(async () => {
      for (const instant of instants) {
        placed.push(
          (
            await insertOrder(t, {
              userId: customer.id,
              createdAt: new Date(instant),
              statuses: ['Placed', 'Payment Verified'],
              lines: [{ productId, qty: 2, ratePaise: 24950, gstPaise: 2994 }],
              deliveryPaise: 6000,
              gatewayPaise: 708,
            })
          ).id,
        );
      }
    });
    const range = (from: string, to: string) =>
      get(`/api/orders/date-range?from=${from}&to=${to}`, cookies.owner);
    const idsOf = async (from: string, to: string) =>
      (await range(from, to)).json().orders.map((o: { id: number }) => o.id);

    it('takes whole calendar days in India time, newest first', async () => {
      expect(await idsOf('2026-03-01', '2026-03-01')).toEqual([placed[2], placed[1]]);
      expect(await idsOf('2026-02-28', '2026-02-28')).toEqual([placed[0]]);
      expect(await idsOf('2026-03-02', '2026-03-02')).toEqual([placed[3]]);
      expect(await idsOf('2026-02-28', '2026-03-02')).toEqual([...placed].reverse());
      expect(await idsOf('2026-03-03', '2026-03-31')).toEqual([]);
    });

    it('answers full orders with their customer and rupee figures', async () => {
      const res = await range('2026-03-02', '2026-03-02');
      expect(res.statusCode).toBe(200);
      const [order] = res.json().orders;
      expect(order).toMatchObject({
        id: placed[3],
        name: 'Ravi Kumar',
        pin_code: '302001',
        amount: 499,
        gst: 59.88,
        delivery_charge: 60,
        payment_gateway_charge: 7.08,
        total: 625.96,
        created_at: '2026-03-01T18:30:00.000Z',
        customer: {
          id: customer.id,
          first_name: 'Ravi',
          last_name: 'Kumar',
          email: customer.email,
        },
      });
      expect(order.order_products).toHaveLength(1);
      expect(order.order_products[0]).toMatchObject({ qty: 2, amount: 499, gst: 59.88 });
      expect(order.order_products[0].Product.name).toBe('Tulsi Drops 30 ml');
      expect(order.order_statuses.map((s: { status: string }) => s.status)).toEqual([
        'Payment Verified',
        'Placed',
      ]);
      expect(order.order_statuses[0].changed_by).toBeNull();
      expect(JSON.stringify(order)).not.toContain('password');
    });

    it.each([
      [
        'an impossible date',
        'from=2026-02-30&to=2026-03-01',
        'Dates must be in YYYY-MM-DD format.',
      ],
      ['another format', 'from=01-03-2026&to=2026-03-01', 'Dates must be in YYYY-MM-DD format.'],
      ['a missing date', 'from=2026-03-01', 'Dates must be in YYYY-MM-DD format.'],
      [
        'year 0',
        'from=0000-01-01&to=0000-01-02',
        'Dates must be between 2000-01-01 and 2999-12-31.',
      ],
      [
        'year 9999',
        'from=9999-12-31&to=9999-12-31',
        'Dates must be between 2000-01-01 and 2999-12-31.',
      ],
      [
        'From after To',
        'from=2026-03-02&to=2026-03-01',
        'The From date must not be after the To date.',
      ],
      [
        'more than 366 days',
        'from=2025-01-01&to=2026-01-02',
        'The date range can cover at most 366 days.',
      ],
    ])('refuses %s with 400', async (_what, query, error) => {
      const res = await get(`/api/orders/date-range?${query}`, cookies.owner);
      expectErrorAnswer(res, 400, error);
    });

    it('accepts a whole leap year', async () => {
      expect((await range('2024-01-01', '2024-12-31')).statusCode).toBe(200);
    });
  });

  describe('status changes', () => {
    it('moves a paid order through Packed, Shipped and Delivered, recording who and when', async () => {
      const order = await paidOrder();
      await expectStatusTaken(
        order.id,
        { status: 'Packed', note: ' Boxed with care ' },
        {
          status: 'Packed',
          note: 'Boxed with care',
          tracking_number: null,
          changed_by: { id: ownerId, first_name: 'Anil', last_name: 'Shah' },
        },
      );

      const untracked = await setStatus(order.id, { status: 'Shipped', tracking_number: ' ' });
      expectErrorAnswer(untracked, 400, 'A tracking number is required to mark an order Shipped.');

      await expectStatusTaken(order.id, { status: 'Shipped', tracking_number: 'EK123456789IN' });

      const history = await expectStatusTaken(order.id, { status: 'Delivered' });
      expect(history.map((s: { status: string }) => s.status)).toEqual([
        'Delivered',
        'Shipped',
        'Packed',
        'Payment Verified',
        'Placed',
      ]);
      expect(new Date(history[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const rows = await statusRowsOf(t, order.id);
      expect(rows.filter((r) => r.changed_by === ownerId)).toHaveLength(3);
    });

    it.each([
      [['Placed'], 'Packed', 'An order cannot move from Placed to Packed.'],
      [['Placed'], 'Cancelled', 'An order cannot move from Placed to Cancelled.'],
      [
        ['Placed', 'Payment Failed'],
        'Cancelled',
        'An order cannot move from Payment Failed to Cancelled.',
      ],
      [
        ['Placed', 'Payment Verified'],
        'Delivered',
        'An order cannot move from Payment Verified to Delivered.',
      ],
      [['Placed', 'Payment Verified', 'Packed'], 'Packed', 'The order is already Packed.'],
      [
        ['Placed', 'Payment Verified', 'Packed', 'Shipped'],
        'Cancelled',
        'An order cannot move from Shipped to Cancelled.',
      ],
      [
        ['Placed', 'Payment Verified', 'Packed', 'Shipped', 'Delivered'],
        'Cancelled',
        'An order cannot move from Delivered to Cancelled.',
      ],
      [
        ['Placed', 'Payment Verified', 'Cancelled'],
        'Packed',
        'An order cannot move from Cancelled to Packed.',
      ],
      [[], 'Packed', 'An order cannot move from no status to Packed.'],
    ])('from %j refuses %s with 409', async (statuses, status, error) => {
      const order = await paidOrder(statuses);
      const res = await setStatus(order.id, { status, tracking_number: 'EK1' });
      expectErrorAnswer(res, 409, error);
      const rows = await statusRowsOf(t, order.id);
      expect(rows).toHaveLength(statuses.length);
    });

    it.each([
      [
        'a payment status',
        { status: 'Payment Verified' },
        'Choose a status: Packed, Shipped, Out for Delivery, Delivered, Returned or Cancelled.',
      ],
      [
        'no status',
        {},
        'Choose a status: Packed, Shipped, Out for Delivery, Delivered, Returned or Cancelled.',
      ],
      [
        'a long tracking number',
        { status: 'Shipped', tracking_number: 'x'.repeat(101) },
        'The tracking number must be at most 100 characters.',
      ],
    ])('refuses %s with 400', async (_what, payload, error) => {
      const order = await paidOrder();
      const res = await setStatus(order.id, payload);
      expectErrorAnswer(res, 400, error);
    });

    it('answers 404 for an unknown order', async () => {
      const res = await setStatus(999_999, { status: 'Packed' });
      expectErrorAnswer(res, 404, 'Order not found.');
    });

    /** A paid order as place-order leaves it: its units reserved, its payment captured. */
    const heldPaidOrder = async (statuses: string[], qty: number) => {
      const order = await paidOrder(statuses, qty);
      await t.db
        .update(products)
        .set({
          stock: sql`${products.stock} - ${qty}`,
          reserved: sql`${products.reserved} + ${qty}`,
        })
        .where(eq(products.id, productId));
      const [payment] = await t.db
        .insert(payments)
        .values({
          order_id: order.id,
          razorpay_payment_id: `pay_admin_${order.id}`,
          status: 'captured',
          amount_paise: orderTotalPaise(order),
        })
        .returning();
      return { order, payment: payment! };
    };
    const figures = async () => {
      const [row] = await t.db.select().from(products).where(eq(products.id, productId));
      return { available: row!.stock, reserved: row!.reserved };
    };

    it('refuses to cancel a paid order without its refund, and changes nothing', async () => {
      const { order } = await heldPaidOrder(['Placed', 'Payment Verified', 'Packed'], 2);
      const before = await figures();
      const res = await setStatus(order.id, { status: 'Cancelled', note: 'Customer asked' });
      expectErrorAnswer(
        res,
        409,
        'A paid order is cancelled together with its refund: use Cancel and refund.',
      );
      expect(await figures()).toEqual(before);
      const rows = await statusRowsOf(t, order.id);
      expect(rows.at(-1)!.status).toBe('Packed');
    });

    it('cancels a refunded paid order: the stock goes back on sale once and the shopper is told why', async () => {
      const { order, payment } = await heldPaidOrder(['Placed', 'Payment Verified', 'Packed'], 3);
      await t.db.insert(refunds).values({
        order_id: order.id,
        payment_id: payment.id,
        amount_paise: payment.amount_paise,
        reason: 'Customer asked',
        status: 'processed',
        idempotency_key: `refund_admin_${order.id}`,
      });
      const before = await figures();
      await expectStatusTaken(order.id, { status: 'Cancelled', note: 'Customer asked' });
      expect(await figures()).toEqual({
        available: before.available + 3,
        reserved: before.reserved - 3,
      });
      expect((await setStatus(order.id, { status: 'Cancelled' })).statusCode).toBe(409);
      expect((await figures()).available).toBe(before.available + 3);
      const mail = (await readOutbox(t)).find(
        (m) =>
          m.to.includes(customer.email) && m.subject.includes(`#${order.id} has been cancelled`),
      );
      expect(mail?.raw).toContain('Reason: Customer asked');
    });

    it("takes a shipped order's units off the shelf: reserved falls, available stays", async () => {
      const { order } = await heldPaidOrder(['Placed', 'Payment Verified', 'Packed'], 2);
      const before = await figures();
      await expectStatusTaken(order.id, { status: 'Shipped', tracking_number: 'TRK1' });
      expect(await figures()).toEqual({
        available: before.available,
        reserved: before.reserved - 2,
      });
    });

    it('appends one status when two staff click at once', async () => {
      const order = await paidOrder();
      const answers = await Promise.all([
        setStatus(order.id, { status: 'Packed' }),
        setStatus(order.id, { status: 'Packed' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const rows = await statusRowsOf(t, order.id);
      expect(rows).toHaveLength(3);
    });
  });
});
