import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderStatuses, products } from '../../db/schema';
import { createCategory, createProduct } from '../../../test/catalogue';
import { multipart } from '../../../test/product-upload';
import { createUser, employeeForm, sessionFor } from '../../../test/accounts';
import { loginAs } from '../../../test/logins';
import { requestWith } from '../../../test/requests';
import { readOutbox } from '../../../test/outbox';
import { insertPaidOrder } from '../../../test/order-fixtures';
import { useTestApp } from '../../../test/suite';

describe('shipments', () => {
  const t = useTestApp();
  const cookies: Record<string, string | undefined> = {};
  let customer: Awaited<ReturnType<typeof createUser>>;
  let productId: number;

  beforeAll(async () => {
    const category = await createCategory(t, { name: 'Churna', gst_percent: 12 });
    productId = (await createProduct(t, { category_id: category.id, name: 'Triphala', stock: 10 }))
      .id;
    customer = await createUser(t, { first_name: 'Ravi <b>', last_name: 'Kumar' });
    cookies.customer = await loginAs(t, customer.email);
    cookies.shopper = (await sessionFor(t)).cookie;
    for (const role of ['order_manager', 'product_manager', 'hr', 'super_user'] as const)
      cookies[role] = (await sessionFor(t, { is_admin: true, permissions: [role] })).cookie;
  });

  const send = requestWith(t);
  const paidOrder = (statuses?: string[], qty = 2) =>
    insertPaidOrder(t, { userId: customer.id, productId, qty, statuses });
  const shipOrder = (id: number, payload: object, cookie = cookies.order_manager) =>
    send('POST', `/api/orders/${id}/shipments`, cookie, payload);
  const setStatus = (id: number, status: string, cookie = cookies.order_manager) =>
    send('POST', `/api/orders/${id}/status`, cookie, { status });
  const statusesOf = async (id: number) =>
    (await t.db.select().from(orderStatuses).where(eq(orderStatuses.order_id, id))).map(
      (row) => row.status,
    );
  const stockOf = async () =>
    (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
  const mailsTo = async (subject: string) =>
    (await readOutbox(t)).filter((mail) => mail.subject === subject);

  describe('who ships', () => {
    it.each([
      ['a visitor', undefined, 401, 'Please log in to continue.'],
      ['a shopper', 'shopper', 403, 'You are not allowed to do this.'],
      ['a product manager', 'product_manager', 403, 'You are not allowed to do this.'],
      ['an hr employee', 'hr', 403, 'You are not allowed to do this.'],
    ] as const)('%s may not ship', async (_who, role, status, error) => {
      const order = await paidOrder();
      const res = await shipOrder(
        order.id,
        { carrier: 'Delhivery', tracking_number: '1234567890123' },
        role ? cookies[role] : '',
      );
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(await statusesOf(order.id)).toEqual(['Placed', 'Payment Verified']);
    });

    it('opens the Orders area to order_manager, and keeps refunds and the GST summary with super_user', async () => {
      const order = await paidOrder();
      const range = await send(
        'GET',
        '/api/orders/date-range?from=2026-01-10&to=2026-01-10',
        cookies.order_manager,
      );
      expect(range.statusCode).toBe(200);
      expect((await send('GET', `/api/orders/${order.id}`, cookies.order_manager)).statusCode).toBe(
        200,
      );
      for (const [method, url, payload] of [
        ['POST', `/api/orders/${order.id}/refunds`, { amount: 10, reason: 'Missing item' }],
        ['GET', `/api/orders/${order.id}/ledger`, undefined],
        ['GET', '/api/orders/gst-summary?month=2026-01', undefined],
      ] as const) {
        const res = await send(method, url, cookies.order_manager, payload);
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          403,
          { error: 'You are not allowed to do this.' },
        ]);
      }
      const ledger = await send('GET', `/api/orders/${order.id}/ledger`, cookies.super_user);
      expect(ledger.statusCode).toBe(200);
    });

    it('is offered on the employee form, and hr may not grant it', async () => {
      const meena = employeeForm('meena.ship@example.com', { permissions: ['order_manager'] });
      const res = await send('POST', '/api/employee/add', cookies.hr, meena);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error:
          'You cannot grant or remove the order_manager permission because you do not hold it.',
      });
      const granted = await send('POST', '/api/employee/add', cookies.super_user, meena);
      expect(granted.statusCode).toBe(201);
      expect(granted.json().employee.permissions).toEqual(['order_manager']);
    });
  });

  describe('shipping an order', () => {
    it('records the shipment, moves the order to Shipped and tells the shopper once', async () => {
      const order = await paidOrder(['Placed', 'Payment Verified', 'Packed']);
      const res = await shipOrder(order.id, {
        carrier: 'India Post',
        tracking_number: ' ee 123456785 in ',
      });
      expect(res.statusCode).toBe(201);
      const { shipment } = res.json();
      expect(shipment).toEqual({
        id: expect.any(Number),
        order_id: order.id,
        carrier: 'India Post',
        tracking_number: 'EE123456785IN',
        tracking_url:
          'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber=EE123456785IN',
        status: 'shipped',
        shipped_at: expect.any(String),
        delivered_at: null,
        events: [{ status: 'shipped', at: shipment.shipped_at }],
      });
      expect(await statusesOf(order.id)).toEqual([
        'Placed',
        'Payment Verified',
        'Packed',
        'Shipped',
      ]);

      const mine = await send('GET', `/api/orders/${order.id}`, cookies.customer);
      expect(mine.json().order.shipments).toEqual([shipment]);
      const other = await send('GET', `/api/orders/${order.id}`, cookies.shopper);
      expect(other.statusCode).toBe(404);

      const mails = await mailsTo(`Your order #${order.id} has shipped`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.raw).toContain('Your order is on its way with India Post.');
      expect(mails[0]!.raw).toContain('India Post tracking number: EE123456785IN');
      expect(mails[0]!.raw).toContain('Triphala, qty 2');
      expect(mails[0]!.raw).toContain('Namaste Ravi &lt;b&gt;,');
      expect(mails[0]!.raw).not.toContain('Ravi <b>,</p>');
      expect(mails[0]!.links).toContain(shipment.tracking_url);

      // Who shipped it is in the audit log, written with the shipment.
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target_id, String(order.id)));
      expect(entries.filter((entry) => entry.action === 'shipment.create')).toMatchObject([
        {
          target_type: 'order',
          changes: {
            carrier: { from: null, to: 'India Post' },
            tracking_number: { from: null, to: 'EE123456785IN' },
          },
        },
      ]);
    });

    it('ships a Payment Verified order straight away, with Other and its own link', async () => {
      const order = await paidOrder();
      const other = {
        carrier: 'Other',
        tracking_number: 'LOCAL-42',
        tracking_url: 'https://courier.example.in/track/LOCAL-42',
      };
      const res = await shipOrder(order.id, other);
      expect(res.statusCode).toBe(201);
      expect(res.json().shipment).toMatchObject(other);
    });

    it.each([
      [
        { carrier: 'FedEx', tracking_number: '123456789' },
        'carrier: choose a carrier from the list.',
      ],
      [{ tracking_number: '123456789' }, 'carrier: choose a carrier from the list.'],
      [{ carrier: 'Delhivery' }, 'tracking_number: enter the tracking number.'],
      [
        { carrier: 'India Post', tracking_number: 'EE123456789IN' },
        'tracking_number: does not look like a India Post tracking number (two letters, nine digits and IN, such as EE123456785IN).',
      ],
      [
        { carrier: 'India Post', tracking_number: 'EE12345678IN' },
        'tracking_number: does not look like a India Post tracking number (two letters, nine digits and IN, such as EE123456785IN).',
      ],
      [
        { carrier: 'Blue Dart', tracking_number: 'ABC' },
        'tracking_number: does not look like a Blue Dart tracking number (8 to 11 digits).',
      ],
      [
        { carrier: 'Other', tracking_number: 'LOCAL-42' },
        'tracking_url: enter the https link where the parcel can be followed.',
      ],
      [
        { carrier: 'Other', tracking_number: 'LOCAL-42', tracking_url: 'javascript:alert(1)' },
        'tracking_url: enter the https link where the parcel can be followed.',
      ],
    ])('refuses %j with 400', async (payload, error) => {
      const order = await paidOrder();
      const res = await shipOrder(order.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect(await statusesOf(order.id)).toEqual(['Placed', 'Payment Verified']);
    });

    it.each([
      [['Placed'], 'This order is not paid yet, so it cannot be shipped.'],
      [['Placed', 'Payment Failed'], 'This order is not paid yet, so it cannot be shipped.'],
      [['Placed', 'Cancelled'], 'This order is cancelled, so it cannot be shipped.'],
      [['Placed', 'Payment Verified', 'Packed', 'Shipped'], 'This order has already been shipped.'],
      [
        ['Placed', 'Payment Verified', 'Packed', 'Shipped', 'Delivered'],
        'This order has already been shipped.',
      ],
    ])('refuses to ship an order %j with 409', async (statuses, error) => {
      const order = await paidOrder(statuses);
      const res = await shipOrder(order.id, {
        carrier: 'Delhivery',
        tracking_number: '1234567890',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error });
      expect(await statusesOf(order.id)).toEqual(statuses);
    });

    it('ships by hand only when Shiprocket is not set up, and says so', async () => {
      const setup = await send('GET', '/api/orders/shipping-setup', cookies.order_manager);
      expect(setup.json()).toEqual({ shiprocket: false });
      const order = await paidOrder();
      const res = await shipOrder(order.id, { carrier: 'Shiprocket' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Shiprocket is not set up.' });
      expect(await statusesOf(order.id)).toEqual(['Placed', 'Payment Verified']);
    });

    it('answers 404 for an unknown order', async () => {
      const res = await shipOrder(999_999, { carrier: 'Delhivery', tracking_number: '1234567890' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found.' });
    });

    it('ships once when two requests race, and mails once', async () => {
      const order = await paidOrder();
      const [a, b] = await Promise.all([
        shipOrder(order.id, { carrier: 'Delhivery', tracking_number: '1111111111' }),
        shipOrder(order.id, { carrier: 'Ekart', tracking_number: 'FMPC1234567890' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json()).toEqual({
        error: 'This order has already been shipped.',
      });
      expect(await statusesOf(order.id)).toEqual(['Placed', 'Payment Verified', 'Shipped']);
      expect(await mailsTo(`Your order #${order.id} has shipped`)).toHaveLength(1);
    });
  });

  describe('after shipping', () => {
    const shipped = async () => {
      const order = await paidOrder();
      const res = await shipOrder(order.id, {
        carrier: 'Delhivery',
        tracking_number: '2222222222',
      });
      expect(res.statusCode).toBe(201);
      return order;
    };

    it('goes Out for Delivery, then Delivered, mailing each once; the same status again is 409', async () => {
      const order = await shipped();
      expect((await setStatus(order.id, 'Out for Delivery')).statusCode).toBe(200);
      const again = await setStatus(order.id, 'Out for Delivery');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'The order is already Out for Delivery.' });
      const delivered = await setStatus(order.id, 'Delivered');
      expect(delivered.statusCode).toBe(200);
      const [shipment] = delivered.json().order.shipments;
      expect(shipment.status).toBe('delivered');
      expect(shipment.delivered_at).toEqual(expect.any(String));
      expect(shipment.events.map((e: { status: string }) => e.status)).toEqual([
        'shipped',
        'out_for_delivery',
        'delivered',
      ]);
      expect(await mailsTo(`Your order #${order.id} is out for delivery`)).toHaveLength(1);
      const deliveredMails = await mailsTo(`Your order #${order.id} has been delivered`);
      expect(deliveredMails).toHaveLength(1);
      expect(deliveredMails[0]!.raw).toContain(
        'Your parcel has been delivered. We hope you enjoy your order.',
      );
    });

    it('allows Shipped to Delivered directly', async () => {
      const order = await shipped();
      expect((await setStatus(order.id, 'Delivered')).statusCode).toBe(200);
      expect(await statusesOf(order.id)).toEqual([
        'Placed',
        'Payment Verified',
        'Shipped',
        'Delivered',
      ]);
    });

    it('mails Out for Delivery once when two staff set it together', async () => {
      const order = await shipped();
      const answers = await Promise.all([
        setStatus(order.id, 'Out for Delivery'),
        setStatus(order.id, 'Out for Delivery', cookies.super_user),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await mailsTo(`Your order #${order.id} is out for delivery`)).toHaveLength(1);
    });

    it('puts the stock of a Returned parcel back once', async () => {
      const order = await shipped();
      expect((await setStatus(order.id, 'Out for Delivery')).statusCode).toBe(200);
      const before = await stockOf();
      const returned = await setStatus(order.id, 'Returned');
      expect(returned.statusCode).toBe(200);
      expect(returned.json().order.shipments[0].status).toBe('returned');
      expect(await stockOf()).toBe(before + 2);
      const again = await setStatus(order.id, 'Returned');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'The order is already Returned.' });
      expect((await setStatus(order.id, 'Delivered')).statusCode).toBe(409);
      expect(await stockOf()).toBe(before + 2);
    });

    it('refuses Returned before shipping and after delivery', async () => {
      const packed = await paidOrder(['Placed', 'Payment Verified', 'Packed']);
      const res = await setStatus(packed.id, 'Returned');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'An order cannot move from Packed to Returned.' });
      const delivered = await shipped();
      await setStatus(delivered.id, 'Delivered');
      const late = await setStatus(delivered.id, 'Returned');
      expect(late.json()).toEqual({ error: 'An order cannot move from Delivered to Returned.' });
    });
  });

  describe('CSV upload', () => {
    const upload = (text: string, cookie = cookies.order_manager, filename = 'ship.csv') => {
      const body = multipart({}, [
        { name: 'file', filename, type: 'text/csv', content: Buffer.from(text) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/orders/shipments/import',
        payload: body.payload,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      });
    };

    it('ships each row on its own, in the file order, and a re-upload changes nothing', async () => {
      const a = await paidOrder();
      const b = await paidOrder(['Placed', 'Payment Verified', 'Packed']);
      const unpaid = await paidOrder(['Placed']);
      const file = [
        'order_id,carrier,tracking_number',
        `${a.id},Delhivery,3333333333`,
        `${b.id},India Post,EE123456789IN`,
        `${unpaid.id},Blue Dart,12345678`,
        `999999,DTDC,D12345678`,
        `abc,DTDC,D12345678`,
        `${b.id},"India Post", EE123456785IN`,
      ].join('\r\n');
      const first = await upload(file);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        results: [
          { row: 1, order_id: a.id, outcome: 'shipped' },
          {
            row: 2,
            order_id: b.id,
            outcome: 'refused',
            error:
              'tracking_number: does not look like a India Post tracking number (two letters, nine digits and IN, such as EE123456785IN).',
          },
          {
            row: 3,
            order_id: unpaid.id,
            outcome: 'refused',
            error: 'This order is not paid yet, so it cannot be shipped.',
          },
          {
            row: 4,
            order_id: 999999,
            outcome: 'refused',
            error: 'There is no order with this number.',
          },
          {
            row: 5,
            order_id: null,
            outcome: 'refused',
            error: 'order_id: enter the number of an order.',
          },
          { row: 6, order_id: b.id, outcome: 'shipped' },
        ],
      });
      expect(await statusesOf(a.id)).toEqual(['Placed', 'Payment Verified', 'Shipped']);
      const mailsBefore = (await readOutbox(t)).length;

      const second = await upload(file);
      expect(second.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
        'unchanged',
        'refused',
        'refused',
        'refused',
        'refused',
        'unchanged',
      ]);
      expect(await statusesOf(a.id)).toEqual(['Placed', 'Payment Verified', 'Shipped']);
      expect((await readOutbox(t)).length).toBe(mailsBefore);

      const other = await upload(
        `order_id,carrier,tracking_number\n${a.id},Delhivery,4444444444\n`,
      );
      expect(other.json().results).toEqual([
        {
          row: 1,
          order_id: a.id,
          outcome: 'refused',
          error: 'This order was shipped with Delhivery 3333333333.',
        },
      ]);
    });

    it.each([
      [
        'a wrong header',
        'order,carrier,awb\n1,Delhivery,1234567890',
        'file: the first line must be order_id,carrier,tracking_number.',
      ],
      [
        'an empty file',
        '',
        'file: upload a CSV file with the header order_id,carrier,tracking_number.',
      ],
      [
        'a binary file',
        '\u0000\u0001PNG',
        'file: upload a CSV file with the header order_id,carrier,tracking_number.',
      ],
      [
        'too many rows',
        [
          'order_id,carrier,tracking_number',
          ...Array.from({ length: 501 }, (_, i) => `${i + 1},Delhivery,1234567890`),
        ].join('\n'),
        'file: upload at most 500 rows at a time.',
      ],
    ])('refuses %s with 400', async (_what, text, error) => {
      const res = await upload(text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it.each([
      ['two files', {}, 2],
      ['more fields than the form has', { a: '1', b: '2', c: '3' }, 0],
      // The limit cuts the form off while its file is being read.
      ['more fields than the form has, beside a file', { a: '1', b: '2', c: '3' }, 1],
    ])('refuses a form of %s with the upload sentence, not a failure', async (_what, fields, n) => {
      const csv = Buffer.from('order_id,carrier,tracking_number\n');
      const files = Array.from({ length: n }, () => ({
        name: 'file',
        filename: 'ship.csv',
        type: 'text/csv',
        content: csv,
      }));
      const body = multipart(fields, files);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/shipments/import',
        payload: body.payload,
        headers: { ...body.headers, cookie: cookies.order_manager },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'file: upload a CSV file with the header order_id,carrier,tracking_number.',
      });
    });

    it('is for the Orders area only', async () => {
      const res = await upload('order_id,carrier,tracking_number\n', cookies.product_manager);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('To ship', () => {
    it('lists paid orders not yet shipped, oldest first', async () => {
      const res = await send('GET', '/api/orders/to-ship', cookies.order_manager);
      expect(res.statusCode).toBe(200);
      const orders: { order_statuses: { status: string }[]; created_at: string; id: number }[] =
        res.json().orders;
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders)
        expect(['Payment Verified', 'Packed']).toContain(order.order_statuses[0]!.status);
      const keys = orders.map((o) => `${o.created_at}#${String(o.id).padStart(9, '0')}`);
      expect(keys).toEqual([...keys].sort());
      expect((await send('GET', '/api/orders/to-ship', cookies.shopper)).statusCode).toBe(403);
    });
  });
});
