import { brand, codMessages, messages } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  charges,
  creditNotes,
  invoices,
  mailOutbox,
  orders,
  orderStatuses,
  paymentEvents,
  payments,
} from '../../db/schema';
import { createProduct } from '../../../test/catalogue';
import { addGatewayFee } from '../../../test/shop-settings';
import { createUser, sessionFor } from '../../../test/accounts';
import { loginAs } from '../../../test/logins';
import { requestWith } from '../../../test/requests';
import { readOutbox } from '../../../test/outbox';
import { useSession } from '../../../test/suite';
import {
  addAddress,
  buyNow,
  IN_KOCHI,
  placeOrderRequest,
  stockFigures,
} from '../../../test/checkout';
import { buyNowCod, useCodShop } from '../../../test/cod-shop';
import { lastStatus } from '../../../test/order-fixtures';
import { expireUnconfirmedCod } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Worked by hand, in paise: a product at rate 10000 with 12 % GST (1200) and 120 g, bought
 * one at a time, delivered to Kerala at ₹50 (5000): 16200. The COD fee of ₹30 carries 18 %
 * tax: 3000 + 540 = 3540, so the COD total is 19740 (₹197.40). Online, the gateway fee of 2 %
 * of 16200 is 324 + 58 = 382 instead.
 */
describe('cash on delivery', () => {
  const { t, shopper, shop } = useCodShop({ COD_MAX_ORDER: '1000' });
  const owner = useSession(t, { is_admin: true, permissions: ['super_user'] });
  beforeAll(() => addGatewayFee(t));

  const send = requestWith(t);
  const newProduct = (stock = 10, rate_paise = 10000) =>
    createProduct(t, { category_id: shop.categoryId, rate_paise, stock, weight_grams: 120 });
  const placeCod = (productId: number, cookie = shopper.cookie, address = shop.addressId) =>
    placeOrderRequest(t.app, cookie, buyNowCod(productId, 1, address));
  const statusOf = (orderId: number) => lastStatus(t, orderId);
  const figures = (productId: number) => stockFigures(t, productId);
  const confirmLink = async (orderId: number) => {
    const mail = (await readOutbox(t)).find(
      (m) => m.subject.includes(`order #${orderId} (cash on delivery)`) && m.links.length > 0,
    );
    const link = mail?.links.find((l) => l.includes(`/orders/${orderId}/confirm?token=`));
    if (!link) throw new Error(`no confirmation link for order ${orderId}`);
    return new URL(link);
  };
  const codCharge = async (amount: string | null) => {
    await t.db.delete(charges).where(eq(charges.type, 'Cash on Delivery'));
    if (amount !== null)
      await t.db
        .insert(charges)
        .values({ type: 'Cash on Delivery', amount, description: 'Cash on delivery fee' });
  };
  const placedCod = async (productId: number, cookie = shopper.cookie) => {
    const res = await placeCod(productId, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order_id as number;
  };
  const confirmByOwner = (orderId: number, cookie = shopper.cookie) =>
    send('POST', `/api/orders/${orderId}/confirm-cod`, cookie, {});
  const shipOrder = (orderId: number) =>
    send('POST', `/api/orders/${orderId}/shipments`, owner.cookie, {
      carrier: 'Delhivery',
      tracking_number: `12345678${String(orderId).padStart(5, '0')}`,
    });
  const setStatus = (orderId: number, status: string) =>
    send('POST', `/api/orders/${orderId}/status`, owner.cookie, { status });

  it('is switched on by an active Cash on Delivery charge, read like the gateway fee', async () => {
    await codCharge(null);
    const none = await send('GET', '/api/charges/type/Cash%20on%20Delivery', shopper.cookie);
    expect(none.json()).toEqual({ amount: '0' });
    const product = await newProduct();
    const refused = await placeCod(product.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { error: 'Cash on delivery is not available right now.' },
    ]);
    const created = await send('POST', '/api/charges', owner.cookie, {
      type: 'Cash on Delivery',
      amount: '30',
      description: 'Cash on delivery fee',
    });
    expect(created.statusCode).toBe(201);
    const some = await send('GET', '/api/charges/type/Cash%20on%20Delivery', shopper.cookie);
    expect(some.json()).toEqual({ amount: '30' });
  });

  it('places a COD order with the fee in its total, reserving stock, with no gateway order', async () => {
    await codCharge('30');
    const product = await newProduct(5);
    const res = await placeCod(product.id);
    expect(res.statusCode, res.body).toBe(201);
    const { order_id } = res.json();
    expect(res.json()).toEqual({
      order_id,
      payment_method: 'cod',
      amount: 19740,
      currency: 'INR',
    });
    expect(await figures(product.id)).toEqual({ available: 4, reserved: 1 });
    const { order } = (await send('GET', `/api/orders/${order_id}`, shopper.cookie)).json();
    expect(order).toMatchObject({
      payment_method: 'cod',
      payment_gateway_charge: 35.4,
      total: 197.4,
      cod_amount: 197.4,
      razorpay_order_id: null,
      payment_id: null,
      invoice_number: null,
    });
    expect(order.order_statuses[0].status).toBe('Awaiting Confirmation');
    // The same product online carries the gateway fee instead.
    const online = await placeOrderRequest(
      t.app,
      shopper.cookie,
      buyNow(product.id, 1, shop.addressId),
    );
    expect(online.statusCode).toBe(201);
    expect(online.json().amount).toBe(16200 + 382);
    // The shopper is mailed the one-click confirmation link.
    const link = await confirmLink(order_id);
    expect(link.pathname).toBe(`/orders/${order_id}/confirm`);
  });

  it('refuses COD above the cap (fee included), at a PIN without it, and after returns', async () => {
    await codCharge('30');
    // 16200 + 3540 = ₹197.40 per unit: five units pass ₹1,000 only with the fee.
    const product = await newProduct(50, 10000);
    const check = (body: object) =>
      send('POST', '/api/orders/cod-check', shopper.cookie, body).then((r) => r.json());
    const fourUnits = buyNowCod(product.id, 4, shop.addressId);
    expect(await check(fourUnits)).toEqual({ available: true, reason: null });
    // 6 units: items 67200, delivery 5000 + 1000 (720 g), fee 3540 -> 76740; 8 units: 97100.
    const overCap = buyNowCod(product.id, 8, shop.addressId);
    const refusal = 'Cash on delivery is available for orders up to ₹1,000.';
    expect(await check(overCap)).toEqual({ available: false, reason: refusal });
    const over = await placeOrderRequest(t.app, shopper.cookie, overCap);
    expect([over.statusCode, over.json()]).toEqual([409, { error: refusal }]);

    const rule = await send('POST', '/api/delivery-states/pin-rules', owner.cookie, {
      prefix: '6820',
      delivery: true,
      cod: false,
    });
    expect(rule.statusCode).toBe(201);
    const atPin = await placeCod(product.id);
    expect([atPin.statusCode, atPin.json()]).toEqual([
      409,
      { error: 'Cash on delivery is not available at this PIN code.' },
    ]);
    expect(await check(buyNowCod(product.id, 1, shop.addressId))).toEqual({
      available: false,
      reason: 'Cash on delivery is not available at this PIN code.',
    });
    await send('DELETE', `/api/delivery-states/pin-rules/${rule.json().pin_rule.id}`, owner.cookie);

    // A shopper two of whose COD parcels came back loses COD; online still works.
    const returner = await createUser(t);
    const cookie = await loginAs(t, returner.email);
    const theirAddress = await addAddress(t.app, cookie, IN_KOCHI);
    for (let i = 0; i < 2; i++) {
      const res = await placeCod(product.id, cookie, theirAddress);
      const id = res.json().order_id as number;
      expect((await confirmByOwner(id, cookie)).statusCode).toBe(200);
      expect((await shipOrder(id)).statusCode).toBe(201);
      expect((await setStatus(id, 'Returned')).statusCode).toBe(200);
    }
    const third = await placeCod(product.id, cookie, theirAddress);
    expect([third.statusCode, third.json()]).toEqual([
      409,
      { error: 'Cash on delivery is not available for this account. Please pay online.' },
    ]);
    // Returns older than 180 days no longer count.
    await t.db
      .update(orderStatuses)
      .set({ created_at: new Date(Date.now() - 181 * DAY_MS) })
      .where(eq(orderStatuses.status, 'Returned'));
    expect((await placeCod(product.id, cookie, theirAddress)).statusCode).toBe(201);
  });

  it('is confirmed by its owner, by the mailed token without a session, or by staff; a token works once', async () => {
    await codCharge('30');
    const product = await newProduct();
    const byOwner = await placedCod(product.id);
    const byToken = await placedCod(product.id);
    const byStaff = await placedCod(product.id);

    const stranger = await createUser(t);
    const strangerCookie = await loginAs(t, stranger.email);
    expect((await confirmByOwner(byOwner, strangerCookie)).statusCode).toBe(404);
    const owned = await confirmByOwner(byOwner);
    expect(owned.statusCode, owned.body).toBe(200);
    expect(owned.json().order.order_statuses[0].status).toBe('COD Confirmed');
    const again = await confirmByOwner(byOwner);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: 'This order is not waiting for confirmation.' },
    ]);

    const link = await confirmLink(byToken);
    const token = link.searchParams.get('token')!;
    const wrong = await send('POST', `/api/orders/${byToken}/confirm-cod`, undefined, {
      token: `${token}x`,
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: codMessages.linkInvalid }]);
    const clicked = await send('POST', `/api/orders/${byToken}/confirm-cod`, undefined, { token });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(await statusOf(byToken)).toBe('COD Confirmed');
    const reused = await send('POST', `/api/orders/${byToken}/confirm-cod`, undefined, { token });
    expect([reused.statusCode, reused.json()]).toEqual([
      400,
      { error: 'This confirmation link is no longer valid.' },
    ]);
    // Without a token or a session, nothing is confirmed.
    const anonymous = await send('POST', `/api/orders/${byStaff}/confirm-cod`, undefined, {});
    expect(anonymous.statusCode).toBe(401);

    // Staff without the Orders area may not confirm a shopper's order.
    const catalogue = await sessionFor(t, { is_admin: true, permissions: ['product_manager'] });
    const outsider = await send('POST', `/api/orders/${byStaff}/confirm-cod`, catalogue.cookie, {});
    expect(outsider.statusCode).toBe(404);
    expect(await statusOf(byStaff)).toBe('Awaiting Confirmation');

    const waiting = await send('GET', '/api/orders/cod-to-confirm', owner.cookie);
    expect(waiting.json().orders.map((o: { id: number }) => o.id)).toContain(byStaff);
    const toConfirm = async () =>
      (await send('GET', '/api/dashboard', owner.cookie)).json().dashboard.todo.cod_to_confirm;
    const before = await toConfirm();
    expect(before).toBeGreaterThanOrEqual(1);
    const orderStaff = await sessionFor(t, { is_admin: true, permissions: ['order_manager'] });
    const staffed = await send('POST', `/api/orders/${byStaff}/confirm-cod`, orderStaff.cookie, {});
    expect(staffed.statusCode, staffed.body).toBe(200);
    expect(await statusOf(byStaff)).toBe('COD Confirmed');
    // Staff confirming voids the mailed link.
    const staffLink = await confirmLink(byStaff);
    const late = await send('POST', `/api/orders/${byStaff}/confirm-cod`, undefined, {
      token: staffLink.searchParams.get('token'),
    });
    expect(late.statusCode).toBe(400);
    const after = await send('GET', '/api/orders/cod-to-confirm', owner.cookie);
    expect(after.json().orders.map((o: { id: number }) => o.id)).not.toContain(byStaff);
    expect(await toConfirm()).toBe(before - 1);
    // An online order is no COD order to confirm.
    const online = await placeOrderRequest(
      t.app,
      shopper.cookie,
      buyNow(product.id, 1, shop.addressId),
    );
    const notCod = await confirmByOwner(online.json().order_id);
    expect([notCod.statusCode, notCod.json()]).toEqual([409, { error: codMessages.notCod }]);
  });

  it('cancels an order unconfirmed past COD_CONFIRM_HOURS, releasing its stock once, and mails the shopper', async () => {
    await codCharge('30');
    const product = await newProduct(3);
    const orderId = await placedCod(product.id);
    const link = await confirmLink(orderId);
    expect(await figures(product.id)).toEqual({ available: 2, reserved: 1 });
    // Not yet due.
    expect(await expireUnconfirmedCod(t.db, t.config.PUBLIC_URL)).toBe(0);
    const later = new Date(Date.now() + DAY_MS + 60_000);
    expect(await expireUnconfirmedCod(t.db, t.config.PUBLIC_URL, later)).toBeGreaterThanOrEqual(1);
    expect(await expireUnconfirmedCod(t.db, t.config.PUBLIC_URL, later)).toBe(0);
    expect(await statusOf(orderId)).toBe('Cancelled');
    expect(await figures(product.id)).toEqual({ available: 3, reserved: 0 });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.order_id, orderId));
    expect(mails.map((m) => m.subject)).toContain(
      `Your ${brand.name} order #${orderId} has been cancelled`,
    );
    const expired = await send('POST', `/api/orders/${orderId}/confirm-cod`, undefined, {
      token: link.searchParams.get('token'),
    });
    expect([expired.statusCode, expired.json()]).toEqual([400, { error: codMessages.linkInvalid }]);
  });

  it('lets the shopper cancel their COD order until it ships', async () => {
    await codCharge('30');
    const product = await newProduct(5);
    const waiting = await placedCod(product.id);
    const cancelled = await send('POST', `/api/orders/${waiting}/cancel`, shopper.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(waiting)).toBe('Cancelled');
    const packed = await placedCod(product.id);
    await confirmByOwner(packed);
    expect((await setStatus(packed, 'Packed')).statusCode).toBe(200);
    expect((await send('POST', `/api/orders/${packed}/cancel`, shopper.cookie)).statusCode).toBe(
      200,
    );
    expect(await figures(product.id)).toEqual({ available: 5, reserved: 0 });
    const shipped = await placedCod(product.id);
    await confirmByOwner(shipped);
    expect((await shipOrder(shipped)).statusCode).toBe(201);
    expect((await send('POST', `/api/orders/${shipped}/cancel`, shopper.cookie)).statusCode).toBe(
      409,
    );
  });

  it('reserves stock as online orders do: 20 COD orders at once for a stock of 3 make 3 orders', async () => {
    await codCharge('30');
    const product = await newProduct(3);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeCod(product.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    expect(await figures(product.id)).toEqual({ available: 0, reserved: 3 });
    const placed = await t.db.select().from(orders).where(eq(orders.payment_method, 'cod'));
    expect(placed.length).toBeGreaterThanOrEqual(3);
  });

  it('issues the invoice at dispatch once, records the cash on delivery, and is remitted by staff', async () => {
    await codCharge('30');
    const product = await newProduct(5);
    const orderId = await placedCod(product.id);
    const early = await send('POST', `/api/orders/${orderId}/shipments`, owner.cookie, {
      carrier: 'Delhivery',
      tracking_number: '9999999999999',
    });
    expect(early.statusCode).toBe(409);
    await confirmByOwner(orderId);
    expect((await send('GET', `/api/orders/${orderId}/invoice`, shopper.cookie)).statusCode).toBe(
      404,
    );
    expect((await shipOrder(orderId)).statusCode).toBe(201);
    expect((await shipOrder(orderId)).statusCode).toBe(409);
    const invoiceRows = await t.db.select().from(invoices).where(eq(invoices.order_id, orderId));
    expect(invoiceRows).toHaveLength(1);
    expect(invoiceRows[0]!.total_paise).toBe(19740);
    const { invoice } = (
      await send('GET', `/api/orders/${orderId}/invoice`, shopper.cookie)
    ).json();
    expect(invoice.lines.map((l: { description: string }) => l.description)).toContain(
      'Cash on delivery fee',
    );
    expect(await figures(product.id)).toEqual({ available: 4, reserved: 0 });

    expect((await setStatus(orderId, 'Out for Delivery')).statusCode).toBe(200);
    expect((await setStatus(orderId, 'Delivered')).statusCode).toBe(200);
    const [cash] = await t.db.select().from(payments).where(eq(payments.order_id, orderId));
    expect(cash).toMatchObject({ method: 'cod', status: 'collected', amount_paise: 19740 });
    const ledger = await send('GET', `/api/orders/${orderId}/ledger`, owner.cookie);
    expect(ledger.statusCode).toBe(200);
    expect(JSON.stringify(ledger.json())).toContain('cod.collected');
    // Invoiced once only: Delivered issued nothing new.
    expect(await t.db.select().from(invoices).where(eq(invoices.order_id, orderId))).toHaveLength(
      1,
    );

    const today = new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const report = await send(
      'GET',
      `/api/orders/cod-report?from=${today}&to=${today}`,
      owner.cookie,
    );
    expect(report.statusCode).toBe(200);
    const row = report.json().orders.find((o: { order_id: number }) => o.order_id === orderId);
    expect(row).toMatchObject({ amount: 197.4, remitted_at: null });
    const remitted = await send('POST', '/api/orders/cod-remitted', owner.cookie, {
      order_ids: [orderId],
    });
    expect(remitted.statusCode, remitted.body).toBe(200);
    expect(remitted.json().orders[0]).toMatchObject({ order_id: orderId, amount: 197.4 });
    expect(remitted.json().orders[0].remitted_at).not.toBeNull();
    // Once: marking again adds no second ledger entry.
    await send('POST', '/api/orders/cod-remitted', owner.cookie, { order_ids: [orderId] });
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.order_id, orderId), eq(paymentEvents.event, 'cod.remitted')));
    expect(events).toHaveLength(1);
    const notDelivered = await placedCod(product.id);
    const refused = await send('POST', '/api/orders/cod-remitted', owner.cookie, {
      order_ids: [notDelivered],
    });
    expect(refused.statusCode).toBe(409);
    // The admin list filters by payment method.
    const listed = await send(
      'GET',
      `/api/orders/date-range?from=${today}&to=${today}&payment_method=cod`,
      owner.cookie,
    );
    const methods = listed.json().orders.map((o: { payment_method: string }) => o.payment_method);
    expect(methods.length).toBeGreaterThan(0);
    expect(new Set(methods)).toEqual(new Set(['cod']));
  });

  it('is invoiced once when staff set Shipped on the order itself', async () => {
    await codCharge('30');
    const product = await newProduct(5);
    const orderId = await placedCod(product.id);
    await confirmByOwner(orderId);
    const shipped = await send('POST', `/api/orders/${orderId}/status`, owner.cookie, {
      status: 'Shipped',
      tracking_number: 'EE123456785IN',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const again = await send('POST', `/api/orders/${orderId}/status`, owner.cookie, {
      status: 'Shipped',
      tracking_number: 'EE123456785IN',
    });
    expect(again.statusCode).toBe(409);
    const rows = await t.db.select().from(invoices).where(eq(invoices.order_id, orderId));
    expect(rows.map((r) => r.total_paise)).toEqual([19740]);
    expect(await figures(product.id)).toEqual({ available: 4, reserved: 0 });
  });

  it('puts stock back and issues a credit note for the whole invoice when a COD parcel returns', async () => {
    await codCharge('30');
    const product = await newProduct(5);
    const orderId = await placedCod(product.id);
    await confirmByOwner(orderId);
    await shipOrder(orderId);
    expect(await figures(product.id)).toEqual({ available: 4, reserved: 0 });
    expect((await setStatus(orderId, 'Returned')).statusCode).toBe(200);
    expect(await figures(product.id)).toEqual({ available: 5, reserved: 0 });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.order_id, orderId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refund_id: null, total_paise: 19740 });
    const { credit_notes } = (
      await send('GET', `/api/orders/${orderId}/invoice`, shopper.cookie)
    ).json();
    expect(credit_notes).toHaveLength(1);
    // Nothing was paid, so nothing is refunded or recorded as collected.
    expect(await t.db.select().from(payments).where(eq(payments.order_id, orderId))).toEqual([]);
  });
});

describe('cash on delivery waiting for confirmation', () => {
  // A window of about a second (fractions of an hour are allowed), and one unpaid order each.
  const { t, shopper, shop } = useCodShop({ COD_CONFIRM_HOURS: '0.0003', MAX_UNPAID_ORDERS: '1' });
  beforeAll(async () => {
    await t.db
      .insert(charges)
      .values({ type: 'Cash on Delivery', amount: '0', description: 'Free COD' });
  });

  it('counts against MAX_UNPAID_ORDERS until it lapses after COD_CONFIRM_HOURS', async () => {
    const product = await createProduct(t, { category_id: shop.categoryId, stock: 5 });
    const first = await placeOrderRequest(
      t.app,
      shopper.cookie,
      buyNowCod(product.id, 1, shop.addressId),
    );
    expect(first.statusCode, first.body).toBe(201);
    const orderId = first.json().order_id as number;
    for (const body of [
      buyNowCod(product.id, 1, shop.addressId),
      buyNow(product.id, 1, shop.addressId),
    ]) {
      const refused = await placeOrderRequest(t.app, shopper.cookie, body);
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { error: messages.orderSummary.tooManyUnpaid(1) },
      ]);
    }
    // The mail gives the window as the shopper reads it.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.order_id, orderId));
    expect(JSON.stringify(mail)).toContain('within 1 minute');

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await expireUnconfirmedCod(t.db, t.config.PUBLIC_URL)).toBe(1);
    expect(await lastStatus(t, orderId)).toBe('Cancelled');
    expect(await stockFigures(t, product.id)).toEqual({ available: 5, reserved: 0 });
    const next = await placeOrderRequest(
      t.app,
      shopper.cookie,
      buyNowCod(product.id, 1, shop.addressId),
    );
    expect(next.statusCode, next.body).toBe(201);
  });
});
