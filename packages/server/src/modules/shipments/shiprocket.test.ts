import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codStaffMessages, formatPaise } from '@shop/shared';
import {
  invoices,
  orders,
  orderStatuses,
  payments,
  products,
  shipmentEvents,
  shipments,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { createCategory, createProduct } from '../../../test/catalogue';
import { createUser, sessionFor } from '../../../test/accounts';
import { readOutbox } from '../../../test/outbox';
import { requestWith } from '../../../test/requests';
import { startFakeShiprocket } from '../../../test/fake-shiprocket';
import { insertOrder, statusAuditOf } from '../../../test/order-fixtures';
import { createShiprocket } from '../../lib/shiprocket/client';
import { pollQuietShipments } from './shiprocket';

const TOKEN = 'hook-token-2026';

describe('shipping with Shiprocket', () => {
  let fake: Awaited<ReturnType<typeof startFakeShiprocket>>;
  let t: TestApp;
  let staff: string;
  let customerId: number;
  let productId: number;

  beforeAll(async () => {
    fake = await startFakeShiprocket();
    t = await buildTestApp({
      SHIPROCKET_EMAIL: fake.email,
      SHIPROCKET_PASSWORD: fake.password,
      SHIPROCKET_API_URL: fake.url,
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
      SHIPROCKET_PICKUP_LOCATION: 'Jaipur Godown',
    });
    const category = await createCategory(t, { name: 'Oils', gst_percent: 18 });
    productId = (
      await createProduct(t, { category_id: category.id, name: 'Bhringraj Oil', stock: 20 })
    ).id;
    await t.db.update(products).set({ weight_grams: 350 }).where(eq(products.id, productId));
    customerId = (await createUser(t, { first_name: 'Sita' })).id;
    staff = (await sessionFor(t, { is_admin: true, permissions: ['order_manager'] })).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const send = (...args: Parameters<ReturnType<typeof requestWith>>) => requestWith(t)(...args);
  const paidOrder = async () => {
    const order = await insertOrder(t, {
      userId: customerId,
      createdAt: new Date('2026-02-01T06:00:00Z'),
      statuses: ['Placed', 'Payment Verified'],
      lines: [{ productId, qty: 2 }],
    });
    await t.db.insert(payments).values({
      order_id: order.id,
      razorpay_payment_id: `pay_sr${order.id}`,
      status: 'captured',
      amount_paise: 27_700,
    });
    return order;
  };
  const shipWithShiprocket = (id: number) =>
    send('POST', `/api/orders/${id}/shipments`, staff, { carrier: 'Shiprocket' });
  const webhook = (body: object, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipments/shiprocket/webhook',
      payload: body,
      headers: token ? { 'x-api-key': token } : {},
    });
  const statusesOf = async (id: number) =>
    (await t.db.select().from(orderStatuses).where(eq(orderStatuses.order_id, id))).map(
      (row) => row.status,
    );
  const eventsOf = async (shipmentId: number) =>
    (await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipment_id, shipmentId)))
      .length;

  it('says it is set up', async () => {
    const res = await send('GET', '/api/orders/shipping-setup', staff);
    expect(res.json()).toEqual({ shiprocket: true });
  });

  it('books the order, takes the AWB, keeps the label, asks for pickup and records the shipment', async () => {
    const order = await paidOrder();
    const res = await shipWithShiprocket(order.id);
    expect(res.statusCode).toBe(201);
    const { shipment } = res.json();
    const booked = fake.orders.find((o) => o.body.order_id === String(order.id))!;
    expect(shipment).toMatchObject({
      carrier: 'Shiprocket',
      tracking_number: booked.awb,
      tracking_url: `https://shiprocket.co/tracking/${booked.awb}`,
      status: 'shipped',
    });
    expect(shipment.events[0]).toMatchObject({
      status: 'shipped',
      note: 'Courier: Delhivery Surface',
    });
    expect(booked.body).toMatchObject({
      order_id: String(order.id),
      pickup_location: 'Jaipur Godown',
      payment_method: 'Prepaid',
      billing_pincode: '302001',
      shipping_is_billing: true,
      order_items: [{ name: 'Bhringraj Oil', sku: `P${productId}`, units: 2, selling_price: 112 }],
      length: 20,
      breadth: 15,
      height: 10,
      weight: 0.7,
    });
    expect(fake.calls).toContain('POST /courier/generate/pickup');
    expect(await statusesOf(order.id)).toEqual(['Placed', 'Payment Verified', 'Shipped']);

    const label = await send(
      'GET',
      `/api/orders/${order.id}/shipments/${shipment.id}/label.pdf`,
      staff,
    );
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.body.startsWith('%PDF')).toBe(true);

    const again = await shipWithShiprocket(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This order has already been shipped.' });
    expect(fake.orders.filter((o) => o.body.order_id === String(order.id))).toHaveLength(1);
  });

  it('books a confirmed cash on delivery order as COD with the amount to collect, and invoices it', async () => {
    const order = await insertOrder(t, {
      userId: customerId,
      createdAt: new Date('2026-02-01T06:00:00Z'),
      statuses: ['Awaiting Confirmation', 'COD Confirmed'],
      lines: [{ productId, qty: 2 }],
    });
    await t.db.update(orders).set({ payment_method: 'cod' }).where(eq(orders.id, order.id));
    const res = await shipWithShiprocket(order.id);
    expect(res.statusCode, res.body).toBe(201);
    const booked = fake.orders.find((o) => o.body.order_id === String(order.id))!;
    // Items 20000 + 2400 GST, delivery 5000, COD fee 300: the courier collects ₹277.
    expect(booked.body).toMatchObject({
      payment_method: 'COD',
      sub_total: 277,
      comment: codStaffMessages.collectOnSlip(formatPaise(27_700)),
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.order_id, order.id));
    expect(invoice?.total_paise).toBe(27_700);
  });

  it('never books a second Shiprocket order when a failed attempt is retried', async () => {
    const order = await paidOrder();
    fake.failNext('/courier/generate/label');
    const failed = await shipWithShiprocket(order.id);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toEqual({
      error: 'Shiprocket could not ship this order: Something went wrong',
    });
    expect(await statusesOf(order.id)).toEqual(['Placed', 'Payment Verified']);
    const retried = await shipWithShiprocket(order.id);
    expect(retried.statusCode).toBe(201);
    expect(fake.orders.filter((o) => o.body.order_id === String(order.id))).toHaveLength(1);
  });

  it('logs in again when its token is no longer accepted', async () => {
    const before = fake.logins;
    fake.expireTokens();
    const order = await paidOrder();
    expect((await shipWithShiprocket(order.id)).statusCode).toBe(201);
    expect(fake.logins).toBe(before + 1);
  });

  it('refuses an unpaid order before asking Shiprocket', async () => {
    const order = await insertOrder(t, {
      userId: customerId,
      createdAt: new Date('2026-02-01T06:00:00Z'),
      statuses: ['Placed'],
      lines: [{ productId, qty: 1 }],
    });
    const calls = fake.calls.length;
    const res = await shipWithShiprocket(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This order is not paid yet, so it cannot be shipped.' });
    expect(fake.calls.length).toBe(calls);
  });

  describe('tracking webhook', () => {
    const shippedWithShiprocket = async () => {
      const order = await paidOrder();
      const { shipment } = (await shipWithShiprocket(order.id)).json();
      return { order, shipment: shipment as { id: number; tracking_number: string } };
    };

    it.each([
      ['no token', ''],
      ['a wrong token', 'hook-token-2025'],
    ])('answers 401 to %s and changes nothing', async (_what, token) => {
      const { order, shipment } = await shippedWithShiprocket();
      const res = await webhook(
        {
          awb: shipment.tracking_number,
          current_status: 'DELIVERED',
          current_timestamp: '01 02 2026 10:00:00',
        },
        token,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'The webhook token is missing or wrong.' });
      expect((await statusesOf(order.id)).at(-1)).toBe('Shipped');
    });

    it('moves the order on once per event, replays are harmless and late events do not move it back', async () => {
      const { order, shipment } = await shippedWithShiprocket();
      const ofd = {
        awb: shipment.tracking_number,
        current_status: 'OUT FOR DELIVERY',
        current_timestamp: '02 02 2026 09:15:00',
        scans: [{ date: '2026-02-02 09:15:00', activity: 'Out for delivery', location: 'Jaipur' }],
      };
      expect((await webhook(ofd)).statusCode).toBe(200);
      expect((await webhook(ofd)).statusCode).toBe(200);
      expect((await statusesOf(order.id)).at(-1)).toBe('Out for Delivery');
      const subject = `Your order #${order.id} is out for delivery`;
      expect((await readOutbox(t)).filter((m) => m.subject === subject)).toHaveLength(1);
      const events = await eventsOf(shipment.id);

      const delivered = {
        ...ofd,
        current_status: 'DELIVERED',
        current_timestamp: '02 02 2026 14:40:00',
      };
      expect((await webhook(delivered)).statusCode).toBe(200);
      const late = {
        ...ofd,
        current_status: 'IN TRANSIT',
        current_timestamp: '01 02 2026 20:00:00',
      };
      expect((await webhook(late)).statusCode).toBe(200);
      expect(await statusesOf(order.id)).toEqual([
        'Placed',
        'Payment Verified',
        'Shipped',
        'Out for Delivery',
        'Delivered',
      ]);
      expect(await eventsOf(shipment.id)).toBe(events + 2);
      const mine = await t.db.select().from(shipments).where(eq(shipments.id, shipment.id));
      expect(mine[0]!.status).toBe('delivered');
      expect(mine[0]!.delivered_at?.toISOString()).toBe('2026-02-02T09:10:00.000Z');
      const deliveredMails = (await readOutbox(t)).filter(
        (m) => m.subject === `Your order #${order.id} has been delivered`,
      );
      expect(deliveredMails).toHaveLength(1);
      // Each move the carrier made is in the audit log with the carrier as its actor, once.
      expect(await statusAuditOf(t, order.id)).toEqual([
        [null, 'carrier', { status: { from: 'Shipped', to: 'Out for Delivery' } }],
        [null, 'carrier', { status: { from: 'Out for Delivery', to: 'Delivered' } }],
      ]);
    });

    it('records RTO Initiated as an event and moves to Returned on RTO Delivered, stock back once', async () => {
      const { order, shipment } = await shippedWithShiprocket();
      const stock = async () =>
        (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
      const before = await stock();
      const base = { awb: shipment.tracking_number };
      await webhook({
        ...base,
        current_status: 'RTO INITIATED',
        current_timestamp: '03 02 2026 10:00:00',
      });
      expect((await statusesOf(order.id)).at(-1)).toBe('Shipped');
      const rto = {
        ...base,
        current_status: 'RTO DELIVERED',
        current_timestamp: '05 02 2026 10:00:00',
      };
      expect((await webhook(rto)).statusCode).toBe(200);
      expect((await webhook(rto)).statusCode).toBe(200);
      expect((await statusesOf(order.id)).at(-1)).toBe('Returned');
      expect(await stock()).toBe(before + 2);
    });

    it('answers 200 to an unknown AWB and to an event without one', async () => {
      const res = await webhook({ awb: 'NOPE123456', current_status: 'DELIVERED' });
      expect(res.statusCode).toBe(200);
      expect((await webhook({ hello: 'there' })).statusCode).toBe(200);
    });
  });

  it('asks Shiprocket about shipments quiet for 12 hours', async () => {
    const order = await paidOrder();
    const { shipment } = (await shipWithShiprocket(order.id)).json();
    await t.db
      .update(shipments)
      .set({ checked_at: new Date(Date.now() - 13 * 60 * 60 * 1000) })
      .where(eq(shipments.id, shipment.id));
    fake.setTracking(shipment.tracking_number, 'Delivered', '2026-02-03 11:00:00');
    const client = createShiprocket({
      apiUrl: fake.url,
      email: fake.email,
      password: fake.password,
    });
    const ctx = { db: t.db, mailer: t.app.mailer, publicUrl: t.config.PUBLIC_URL, log: t.app.log };
    expect(await pollQuietShipments(ctx, client)).toBeGreaterThan(0);
    expect((await statusesOf(order.id)).at(-1)).toBe('Delivered');
    // The shop's own poll moved it: recorded with `system` as its actor.
    expect(await statusAuditOf(t, order.id)).toEqual([
      [null, 'system', { status: { from: 'Shipped', to: 'Delivered' } }],
    ]);
    // Asked just now: not asked again.
    expect(await pollQuietShipments(ctx, client)).toBe(0);
  });
});
