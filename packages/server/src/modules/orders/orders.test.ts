import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { products } from '../../db/schema';
import {
  cartItems,
  deliveryStates,
  mailOutbox,
  orders,
  orderStatuses,
  payments,
} from '../../db/schema';
import { buildApp, type App } from '../../app';
import { sellerFromConfig } from '../tax-documents/seller';
import { statusAuditOf } from '../../../test/order-fixtures';
import { reconcileOnce } from '../payments/reconciler';
import { loadLedger } from './domain/ledger';
import {
  addAddress,
  buyNow,
  IN_KOCHI,
  placeOrder,
  placeOrderRequest,
  stockOf as stockOfIn,
} from '../../../test/checkout';
import {
  deliverWebhook,
  RAZORPAY_KEY_ID as KEY_ID,
  RAZORPAY_WEBHOOK_SECRET as WEBHOOK_SECRET,
  sandboxCheckout,
  useRazorpayTestApp,
  verifyPayment,
  type WebhookDelivery,
} from '../../../test/payments';
import { createCategory, createProduct } from '../../../test/catalogue';
import { addDeliveryState, addGatewayFee } from '../../../test/shop-settings';
import { sessionFor } from '../../../test/accounts';
import { readOutbox } from '../../../test/outbox';
import { useSession, useTestApp } from '../../../test/suite';

/** One pass of the payment reconciler of `app`, as if `minutes` from now. */
const reconcileIn = (minutes: number, app: App) =>
  reconcileOnce({
    database: app.database,
    gateway: app.gateway,
    log: app.log,
    seller: sellerFromConfig(app.config),
    now: new Date(Date.now() + minutes * 60 * 1000),
  });

describe('orders and payments with Razorpay', () => {
  // One shopper places dozens of unpaid orders here on purpose (races, webhooks).
  const { t, razorpay } = useRazorpayTestApp();
  const shopper = useSession(t);
  let categoryId: number;
  let addressId: number;

  beforeAll(async () => {
    categoryId = (await createCategory(t, { gst_percent: 12 })).id;
    await t.db.insert(deliveryStates).values([
      { name: 'Rajasthan', delivery_rate_paise: 6000, additional_rate_paise: 2000 },
      { name: 'Goa', delivery_rate_paise: 6000, additional_rate_paise: 2000, is_active: false },
    ]);
    await addGatewayFee(t);
    addressId = await addAddress(t.app, shopper.cookie);
  });

  const place = (cookie: string, payload: Record<string, unknown>) =>
    placeOrderRequest(t.app, cookie, payload);
  const verify = (cookie: string, payload: Record<string, unknown>) =>
    verifyPayment(t.app, cookie, payload);
  const statusesOf = async (orderId: number) =>
    (
      await t.db
        .select()
        .from(orderStatuses)
        .where(eq(orderStatuses.order_id, orderId))
        .orderBy(orderStatuses.id)
    ).map((s) => s.status);
  const stockOf = (productId: number) => stockOfIn(t, productId);
  const newProduct = (values: Partial<typeof products.$inferInsert> = {}) =>
    createProduct(t, {
      category_id: categoryId,
      rate_paise: 10000,
      weight_grams: 300,
      stock: 10,
      ...values,
    });

  describe('place-order', () => {
    it('prices the order on the server, reserves stock and sends Razorpay the total in paise', async () => {
      const product = await newProduct({ stock: 5 });
      const res = await place(shopper.cookie, buyNow(product.id, 2, addressId));
      expect(res.statusCode).toBe(201);
      // 2 × ₹100 + 12% GST = ₹224; 600 g → ₹60 + ₹20 for the 100 g over 500 g? No: floor(100/200)=0 → ₹60.
      // Fee: 2% of ₹284 = ₹5.68, + 18% = ₹1.02 (rounded) → ₹6.70. Total ₹290.70.
      const body = res.json();
      expect(body).toEqual({
        order_id: expect.any(Number),
        razorpay_order_id: expect.stringMatching(/^order_/),
        amount: 29070,
        currency: 'INR',
        key_id: KEY_ID,
      });
      const sent = razorpay.requests.find(
        (r) => r.method === 'POST' && r.body?.receipt === String(body.order_id),
      );
      expect(sent?.body).toMatchObject({
        amount: 29070,
        currency: 'INR',
        receipt: String(body.order_id),
      });
      expect(await stockOf(product.id)).toBe(3);
      expect(await statusesOf(body.order_id)).toEqual(['Placed']);

      const { order } = (
        await t.app.inject({
          url: `/api/orders/${body.order_id}`,
          headers: { cookie: shopper.cookie },
        })
      ).json();
      expect(order).toMatchObject({
        amount: 200,
        gst: 24,
        delivery_charge: 60,
        payment_gateway_charge: 6.7,
        total: 290.7,
        city: 'Jaipur',
        state: 'Rajasthan',
      });
      expect(order.order_products).toEqual([
        expect.objectContaining({ qty: 2, amount: 200, gst: 24 }),
      ]);
      expect(order.order_statuses.map((s: { status: string }) => s.status)).toEqual(['Placed']);
    });

    it('ignores any amount the client sends', async () => {
      const product = await newProduct();
      const res = await place(shopper.cookie, {
        product_id: product.id,
        qty: 1,
        address_id: addressId,
        amount: 1,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().amount).toBeGreaterThan(100);
    });

    it('refuses an empty cart, too many, a foreign address and a state without delivery', async () => {
      const buyer = await sessionFor(t);
      const ownAddress = await addAddress(t.app, buyer.cookie);
      const empty = await place(buyer.cookie, { product_id: null, address_id: ownAddress });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: 'Your cart is empty !' });

      const product = await newProduct({ stock: 2 });
      const tooMany = await place(buyer.cookie, buyNow(product.id, 3, ownAddress));
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({ error: 'Out of stock' });
      expect(await stockOf(product.id)).toBe(2);

      const foreign = await place(buyer.cookie, buyNow(product.id, 1, addressId));
      expect(foreign.statusCode).toBe(404);

      await t.db
        .update(deliveryStates)
        .set({ is_active: false })
        .where(eq(deliveryStates.name, 'Rajasthan'));
      const noDelivery = await place(buyer.cookie, buyNow(product.id, 1, ownAddress));
      await t.db
        .update(deliveryStates)
        .set({ is_active: true })
        .where(eq(deliveryStates.name, 'Rajasthan'));
      expect(noDelivery.statusCode).toBe(400);
      expect(noDelivery.json()).toEqual({ error: 'Delivery is not available to this address.' });
      expect(await t.db.select().from(orders).where(eq(orders.user_id, buyer.user.id))).toEqual([]);
    });

    it('never oversells: 20 orders at once for 3 in stock', async () => {
      const product = await newProduct({ stock: 3 });
      const results = await Promise.all(
        Array.from({ length: 20 }, () => place(shopper.cookie, buyNow(product.id, 1, addressId))),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(17);
      for (const lost of results.filter((r) => r.statusCode === 409))
        expect(lost.json()).toEqual({ error: 'Out of stock' });
      expect(await stockOf(product.id)).toBe(0);
    });

    it('gives the stock back when Razorpay cannot create the order', async () => {
      const product = await newProduct({ stock: 4 });
      razorpay.failNextCalls(1);
      const res = await place(shopper.cookie, buyNow(product.id, 2, addressId));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'Payment initiation failed. Please try again.' });
      expect(await stockOf(product.id)).toBe(4);
    });

    it('buys the whole cart', async () => {
      const buyer = await sessionFor(t);
      const address = await addAddress(t.app, buyer.cookie, { state: 'rajasthan' });
      const [a, b] = [await newProduct(), await newProduct({ rate_paise: 25050 })];
      for (const [product, qty] of [
        [a, 2],
        [b, 1],
      ] as const) {
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          headers: { cookie: buyer.cookie },
          payload: { product_id: product.id, qty },
        });
        expect(added.statusCode).toBe(200);
      }
      const res = await place(buyer.cookie, { product_id: null, address_id: address });
      expect(res.statusCode).toBe(201);
      const { order } = (
        await t.app.inject({
          url: `/api/orders/${res.json().order_id}`,
          headers: { cookie: buyer.cookie },
        })
      ).json();
      expect(order.order_products.map((l: { qty: number }) => l.qty)).toEqual([2, 1]);
      expect(order.amount).toBe(450.5);
    });
  });

  describe('verify-payment', () => {
    let product: Awaited<ReturnType<typeof newProduct>>;
    let placed: { order_id: number; razorpay_order_id: string };
    beforeEach(async () => {
      product = await newProduct({ stock: 5 });
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie: shopper.cookie },
        payload: { product_id: product.id, qty: 1 },
      });
      placed = (await place(shopper.cookie, buyNow(product.id, 1, addressId))).json();
    });

    it('accepts Razorpay’s signature once, empties the cart line and mails a confirmation', async () => {
      const paid = razorpay.pay(placed.razorpay_order_id);
      // Mails go out after the answers: earlier ones land first, this one before it is read.
      await t.app.background.settled();
      const mailsBefore = (await readOutbox(t)).length;
      const res = await verify(shopper.cookie, { order_id: placed.order_id, ...paid });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Payment verified.', order_id: placed.order_id });
      await t.app.background.settled();
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Payment Verified']);
      expect(
        await t.db.select().from(cartItems).where(eq(cartItems.product_id, product.id)),
      ).toEqual([]);
      const mails = (await readOutbox(t)).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Your Herbal Shop order #${placed.order_id} is confirmed`);

      const again = await verify(shopper.cookie, { order_id: placed.order_id, ...paid });
      expect(again.statusCode).toBe(200);
      await t.app.background.settled();
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Payment Verified']);
      expect(
        await t.db.select().from(payments).where(eq(payments.order_id, placed.order_id)),
      ).toHaveLength(1);
      expect((await readOutbox(t)).slice(mailsBefore)).toHaveLength(1);
    });

    it('answers 409 when the gateway reports another amount, and records it for staff', async () => {
      const paid = razorpay.pay(placed.razorpay_order_id, 'captured', 100);
      const res = await verify(shopper.cookie, { order_id: placed.order_id, ...paid });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error:
          'The amount paid does not match the order total, so the order is not confirmed. The shop has been told and will contact you.',
      });
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Placed']);
      const [note] = await t.db
        .select()
        .from(orderStatuses)
        .where(eq(orderStatuses.order_id, placed.order_id))
        .orderBy(desc(orderStatuses.id))
        .limit(1);
      expect(note!.note).toContain('₹1.00 does not match the order total');
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.razorpay_payment_id, paid.razorpay_payment_id));
      expect(payment).toMatchObject({ status: 'amount_mismatch', amount_paise: 100 });
      // Asking again changes nothing and records nothing twice.
      const again = await verify(shopper.cookie, { order_id: placed.order_id, ...paid });
      expect(again.statusCode).toBe(409);
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Placed']);
    });

    it('refuses a forged signature and changes nothing', async () => {
      const paid = razorpay.pay(placed.razorpay_order_id);
      const res = await verify(shopper.cookie, {
        order_id: placed.order_id,
        ...paid,
        razorpay_signature: 'f'.repeat(64),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Payment verification failed. Please contact support.' });
      expect(await statusesOf(placed.order_id)).toEqual(['Placed']);
      expect(
        await t.db.select().from(payments).where(eq(payments.order_id, placed.order_id)),
      ).toEqual([]);
    });

    it('refuses a signature made for another order', async () => {
      const other = (await place(shopper.cookie, buyNow(product.id, 1, addressId))).json();
      const paidOther = razorpay.pay(other.razorpay_order_id);
      const res = await verify(shopper.cookie, { order_id: placed.order_id, ...paidOther });
      expect(res.statusCode).toBe(400);
      expect(await statusesOf(placed.order_id)).toEqual(['Placed']);
    });

    it('does not let another shopper verify or read the order', async () => {
      const stranger = await sessionFor(t);
      const paid = razorpay.pay(placed.razorpay_order_id);
      expect(
        (await verify(stranger.cookie, { order_id: placed.order_id, ...paid })).statusCode,
      ).toBe(404);
      const readAs = async (cookie: string) =>
        (await t.app.inject({ url: `/api/orders/${placed.order_id}`, headers: { cookie } }))
          .statusCode;
      expect(await readAs(stranger.cookie)).toBe(404);
      const owner = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
      expect(await readAs(owner.cookie)).toBe(200);
      const hr = await sessionFor(t, { is_admin: true, permissions: ['hr'] });
      expect(await readAs(hr.cookie)).toBe(404);
    });

    it('records a failed checkout and frees the stock', async () => {
      expect(await stockOf(product.id)).toBe(4);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.order_id}/payment-failed`,
        headers: { cookie: shopper.cookie },
        payload: { reason: 'Card declined' },
      });
      expect(res.statusCode).toBe(200);
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Payment Failed']);
      expect(await stockOf(product.id)).toBe(5);
      // Reported twice, released once.
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.order_id}/payment-failed`,
        headers: { cookie: shopper.cookie },
        payload: {},
      });
      expect(await stockOf(product.id)).toBe(5);
    });
  });

  describe('webhook', () => {
    let product: Awaited<ReturnType<typeof newProduct>>;
    let placed: { order_id: number; razorpay_order_id: string };
    beforeEach(async () => {
      product = await newProduct({ stock: 2 });
      placed = (await place(shopper.cookie, buyNow(product.id, 1, addressId))).json();
    });
    const deliver = (delivery: WebhookDelivery) => deliverWebhook(t.app, delivery);
    /** The order's payment ledger as staff read it, oldest first, as `event:status`. */
    const ledgerOf = async (orderId: number) =>
      (await loadLedger(t.db, orderId)).events.map((e) => `${e.event}:${e.status}`).reverse();

    it('marks an order paid from a signed payment.captured, once however often it is replayed', async () => {
      const { razorpay_payment_id } = razorpay.pay(placed.razorpay_order_id);
      const delivery = razorpay.webhook(WEBHOOK_SECRET, 'payment.captured', razorpay_payment_id);
      const first = await deliver(delivery);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'Event processed.' });
      const replay = await deliver(delivery);
      expect(replay.json()).toEqual({ message: 'Event already processed.' });
      // A fresh event id for the same payment (a second event type) changes nothing either.
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'order.paid', razorpay_payment_id));
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Payment Verified']);
      // The payment's ledger has the capture once.
      expect(await ledgerOf(placed.order_id)).toEqual(['payment.captured:captured']);
      // The move is in the audit log once, made by the payment provider.
      expect(await statusAuditOf(t, placed.order_id)).toEqual([
        [null, 'payment provider', { status: { from: 'Placed', to: 'Payment Verified' } }],
      ]);
    });

    it('mails the confirmation with its invoice once when the webhook reports the payment first', async () => {
      // The shopper closed the tab after paying: the webhook is the first to tell the shop.
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie: shopper.cookie },
        payload: { product_id: product.id, qty: 1 },
      });
      await t.app.background.settled();
      const before = (await readOutbox(t)).length;
      const paid = razorpay.pay(placed.razorpay_order_id);
      const captured = razorpay.webhook(
        WEBHOOK_SECRET,
        'payment.captured',
        paid.razorpay_payment_id,
      );
      expect((await deliver(captured)).statusCode).toBe(200);
      // The confirmation is written in the payment's own transaction.
      const queued = await t.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.order_id, placed.order_id));
      const subject = `Your Herbal Shop order #${placed.order_id} is confirmed`;
      expect(queued).toEqual([{ subject }]);
      // What the order bought has left the cart, as after the shopper's own checkout.
      expect(
        await t.db.select().from(cartItems).where(eq(cartItems.product_id, product.id)),
      ).toEqual([]);
      // Later reports of the same payment, the shopper's own checkout among them, mail nothing more.
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'order.paid', paid.razorpay_payment_id));
      expect(
        (await verify(shopper.cookie, { order_id: placed.order_id, ...paid })).statusCode,
      ).toBe(200);
      await t.app.background.settled();
      const confirmations = (await readOutbox(t))
        .slice(before)
        .filter((m) => m.subject === subject);
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]!.raw).toContain('Content-Type: application/pdf');
    });

    it('refuses an unsigned or tampered delivery', async () => {
      const { razorpay_payment_id } = razorpay.pay(placed.razorpay_order_id);
      const delivery = razorpay.webhook(WEBHOOK_SECRET, 'payment.captured', razorpay_payment_id);
      const unsigned = await deliver({
        payload: delivery.payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual({ error: 'The webhook signature is not valid.' });
      const tampered = await deliver({
        ...delivery,
        payload: delivery.payload.replace('"amount":', '"amount":1'),
      });
      expect(tampered.statusCode).toBe(400);
      const wrongSecret = await deliver(
        razorpay.webhook('another-secret', 'payment.captured', razorpay_payment_id),
      );
      expect(wrongSecret.statusCode).toBe(400);
      expect(await statusesOf(placed.order_id)).toEqual(['Placed']);
    });

    it('accepts a late authorisation after a failure, and never moves back from paid', async () => {
      const { razorpay_payment_id } = razorpay.pay(placed.razorpay_order_id, 'failed');
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'payment.failed', razorpay_payment_id));
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Payment Failed']);
      expect(await stockOf(product.id)).toBe(2);

      razorpay.setPaymentStatus(razorpay_payment_id, 'authorized');
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'payment.authorized', razorpay_payment_id));
      const paid = ['Placed', 'Payment Failed', 'Payment Verified'];
      expect(await statusesOf(placed.order_id)).toEqual(paid);
      expect(await stockOf(product.id)).toBe(1);

      // A failure reported after that leaves the order paid.
      razorpay.setPaymentStatus(razorpay_payment_id, 'failed');
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'payment.failed', razorpay_payment_id));
      expect(await statusesOf(placed.order_id)).toEqual(paid);
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.razorpay_payment_id, razorpay_payment_id));
      expect(payment!.status).toBe('captured');
      // The ledger has each change of the payment, and not the failure that changed nothing.
      expect(await ledgerOf(placed.order_id)).toEqual([
        'payment.failed:failed',
        'payment.authorized:captured',
      ]);
      expect((await statusAuditOf(t, placed.order_id)).map(([, , changes]) => changes)).toEqual([
        { status: { from: 'Placed', to: 'Payment Failed' } },
        { status: { from: 'Payment Failed', to: 'Payment Verified' } },
      ]);
      // Only the move to Payment Verified queues the confirmation: one, whatever came before or after.
      const queued = await t.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.order_id, placed.order_id));
      expect(
        queued.filter(
          (m) => m.subject === `Your Herbal Shop order #${placed.order_id} is confirmed`,
        ),
      ).toHaveLength(1);
    });

    it('does not revive an order staff cancelled after it was paid', async () => {
      const { razorpay_payment_id } = razorpay.pay(placed.razorpay_order_id);
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'payment.captured', razorpay_payment_id));
      await t.db.insert(orderStatuses).values({ order_id: placed.order_id, status: 'Cancelled' });
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'order.paid', razorpay_payment_id));
      expect(await statusesOf(placed.order_id)).toEqual([
        'Placed',
        'Payment Verified',
        'Cancelled',
      ]);
    });

    const signedDelivery = (event: string, payload: object) => {
      const body = JSON.stringify({ entity: 'event', event, payload });
      return {
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
          'x-razorpay-event-id': `evt_${Math.random().toString(16).slice(2)}`,
        },
      };
    };

    it('checks amount_paid of an order.paid event that carries no payment entity', async () => {
      const order = razorpay.orders.get(placed.razorpay_order_id)!;
      const short = await deliver(
        signedDelivery('order.paid', {
          order: { entity: { id: placed.razorpay_order_id, amount_paid: 100, status: 'paid' } },
        }),
      );
      expect(short.statusCode).toBe(200);
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Placed']);

      const full = await deliver(
        signedDelivery('order.paid', {
          order: {
            entity: { id: placed.razorpay_order_id, amount_paid: order.amount, status: 'paid' },
          },
        }),
      );
      expect(full.statusCode).toBe(200);
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Placed', 'Payment Verified']);
    });

    it('refuses an order.paid whose payment and order entities disagree on the amount', async () => {
      const { razorpay_payment_id } = razorpay.pay(placed.razorpay_order_id);
      const body = JSON.parse(
        razorpay.webhook(WEBHOOK_SECRET, 'order.paid', razorpay_payment_id).payload,
      );
      body.payload.order = { entity: { id: placed.razorpay_order_id, amount_paid: 1 } };
      await deliver(signedDelivery('order.paid', body.payload));
      expect(await statusesOf(placed.order_id)).not.toContain('Payment Verified');
    });

    it('refuses a signed event whose fields are not what Razorpay sends, changing nothing', async () => {
      const { razorpay_payment_id } = razorpay.pay(placed.razorpay_order_id);
      const event = JSON.parse(
        razorpay.webhook(WEBHOOK_SECRET, 'payment.captured', razorpay_payment_id).payload,
      );
      const entity = event.payload.payment.entity;
      const cases: [unknown, unknown][] = [
        [123, event.payload],
        [{ name: 'payment.captured' }, event.payload],
        [['payment.captured'], event.payload],
        ['payment.captured', 'payment'],
        ['payment.captured', { payment: { entity: { ...entity, order_id: 42 } } }],
        ['payment.captured', { payment: { entity: { ...entity, amount: String(entity.amount) } } }],
        ['payment.captured', { payment: { entity: { ...entity, id: { id: 1 } } } }],
        ['refund.processed', { refund: { entity: { id: 7, amount: '1' } } }],
      ];
      for (const [name, payload] of cases) {
        const res = await deliver(signedDelivery(name as string, payload as object));
        expect(res.statusCode, JSON.stringify([name, payload])).toBe(400);
        expect(res.json()).toEqual({
          error: 'The webhook event is not in the form Razorpay sends.',
        });
      }
      for (const body of ['[]', 'null', '"payment.captured"', '7']) {
        const res = await deliver({
          payload: body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
          },
        });
        expect(res.statusCode, body).toBe(400);
      }
      expect(await statusesOf(placed.order_id)).toEqual(['Placed']);
      // The same payment, sent as Razorpay sends it, still counts.
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'payment.captured', razorpay_payment_id));
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Payment Verified']);
    });

    it('ignores a paid event that names no amount at all', async () => {
      await deliver(
        signedDelivery('order.paid', { order: { entity: { id: placed.razorpay_order_id } } }),
      );
      expect(await statusesOf(placed.order_id)).toEqual(['Placed']);
    });

    it('does not take a payment of the wrong amount as the order’s', async () => {
      const { razorpay_payment_id } = razorpay.pay(placed.razorpay_order_id, 'captured', 100);
      await deliver(razorpay.webhook(WEBHOOK_SECRET, 'payment.captured', razorpay_payment_id));
      // Still unpaid; the repeated status only carries the note for staff.
      expect(await statusesOf(placed.order_id)).toEqual(['Placed', 'Placed']);
    });
  });

  describe('reconciliation', () => {
    it('confirms a paid order whose webhook never came and releases one never paid', async () => {
      const product = await newProduct({ stock: 5 });
      const paidOrder = (await place(shopper.cookie, buyNow(product.id, 1, addressId))).json();
      const unpaidOrder = (await place(shopper.cookie, buyNow(product.id, 2, addressId))).json();
      const fresh = (await place(shopper.cookie, buyNow(product.id, 1, addressId))).json();
      razorpay.pay(paidOrder.razorpay_order_id);
      expect(await stockOf(product.id)).toBe(1);

      await reconcileIn(10, t.app);
      expect(await statusesOf(paidOrder.order_id)).toEqual(['Placed', 'Payment Verified']);
      expect(await statusesOf(unpaidOrder.order_id)).toEqual(['Placed']);

      await reconcileIn(60, t.app);
      expect(await statusesOf(unpaidOrder.order_id)).toEqual(['Placed', 'Payment Failed']);
      expect(await statusesOf(fresh.order_id)).toEqual(['Placed', 'Payment Failed']);
      const [why] = await t.db
        .select()
        .from(orderStatuses)
        .where(eq(orderStatuses.order_id, unpaidOrder.order_id))
        .orderBy(orderStatuses.id)
        .offset(1);
      expect(why!.note).toBe('Not paid within 30 minutes; the reserved stock was released.');
      expect(await stockOf(product.id)).toBe(4);
      // Both moves are the reconciler's, recorded with `system` as their actor.
      expect(await statusAuditOf(t, paidOrder.order_id)).toEqual([
        [null, 'system', { status: { from: 'Placed', to: 'Payment Verified' } }],
      ]);
      expect(await statusAuditOf(t, unpaidOrder.order_id)).toEqual([
        [null, 'system', { status: { from: 'Placed', to: 'Payment Failed' } }],
      ]);
    });
  });

  it('lists the shopper’s ordered products with their order and statuses', async () => {
    const buyer = await sessionFor(t);
    const address = await addAddress(t.app, buyer.cookie);
    const product = await newProduct({ name: 'Giloy Tablets' });
    const placed = (await place(buyer.cookie, buyNow(product.id, 3, address))).json();
    const res = await t.app.inject({
      url: '/api/orders/user/products',
      headers: { cookie: buyer.cookie },
    });
    expect(res.json()).toEqual({
      orders: [
        expect.objectContaining({
          qty: 3,
          amount: 300,
          gst: 36,
          order: expect.objectContaining({
            id: placed.order_id,
            order_statuses: [expect.objectContaining({ status: 'Placed' })],
          }),
          Product: expect.objectContaining({ name: 'Giloy Tablets' }),
        }),
      ],
    });
    // Each line carries its order's total, the same figure the order itself answers.
    const { order } = (
      await t.app.inject({
        url: `/api/orders/${placed.order_id}`,
        headers: { cookie: buyer.cookie },
      })
    ).json();
    expect(res.json().orders[0].order.total).toBe(order.total);
    expect((await t.app.inject({ url: '/api/orders/user/products' })).statusCode).toBe(401);
  });
});

describe('orders with the sandbox gateway', () => {
  const t = useTestApp();

  it('pays through the sandbox checkout with the same verification, or declines', async () => {
    const category = await createCategory(t);
    await addDeliveryState(t, { name: 'Kerala' });
    const product = await createProduct(t, { category_id: category.id, stock: 3 });
    const buyer = await sessionFor(t);
    const address = await addAddress(t.app, buyer.cookie, IN_KOCHI);

    const config = (await t.app.inject('/api/payments/config')).json();
    expect(config).toEqual({
      key_id: 'rzp_sandbox_shop',
      checkout_url: '/api/payments/sandbox/checkout.js',
      sandbox: true,
    });
    const script = await t.app.inject(config.checkout_url);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.Razorpay');

    const order = buyNow(product.id, 1, address);
    const placed = await placeOrder(t.app, buyer.cookie, order);
    const stranger = await sessionFor(t);
    expect(
      (await sandboxCheckout(t.app, stranger.cookie, placed.razorpay_order_id)).statusCode,
    ).toBe(404);
    const approved = (await sandboxCheckout(t.app, buyer.cookie, placed.razorpay_order_id)).json();
    const verified = await verifyPayment(t.app, buyer.cookie, {
      order_id: placed.order_id,
      ...approved,
    });
    expect(verified.statusCode).toBe(200);

    const second = await placeOrder(t.app, buyer.cookie, order);
    const declined = (
      await sandboxCheckout(t.app, buyer.cookie, second.razorpay_order_id, 'decline')
    ).json();
    expect(declined.metadata.order_id).toBe(second.razorpay_order_id);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${second.order_id}/payment-failed`,
      headers: { cookie: buyer.cookie },
      payload: { razorpay_payment_id: declined.metadata.payment_id, reason: declined.description },
    });

    const list = (
      await t.app.inject({ url: '/api/orders/user/products', headers: { cookie: buyer.cookie } })
    ).json().orders;
    const latest = (id: number) =>
      list.find((o: { order: { id: number } }) => o.order.id === id).order.order_statuses[0].status;
    expect(latest(placed.order_id)).toBe('Payment Verified');
    expect(latest(second.order_id)).toBe('Payment Failed');
    expect(await stockOfIn(t, product.id)).toBe(2);
  });

  it('keeps its orders in the database: a restarted shop settles orders placed before', async () => {
    const category = await createCategory(t);
    const product = await createProduct(t, { category_id: category.id, stock: 4 });
    const buyer = await sessionFor(t);
    const address = await addAddress(t.app, buyer.cookie, IN_KOCHI);
    const place = (qty: number) =>
      placeOrder(t.app, buyer.cookie, buyNow(product.id, qty, address));
    const toPay = await place(1);
    const abandoned = await place(2);

    // The same database and data folder, a new process: nothing of the sandbox is in memory.
    const restarted = await buildApp({ config: t.config, database: t.database }, false);
    await restarted.ready();
    try {
      const approved = await sandboxCheckout(restarted, buyer.cookie, toPay.razorpay_order_id);
      expect(approved.statusCode).toBe(200);
      const verified = await verifyPayment(restarted, buyer.cookie, {
        order_id: toPay.order_id,
        ...approved.json<Record<string, string>>(),
      });
      expect(verified.statusCode).toBe(200);

      await reconcileIn(60, restarted);
      const statuses = await t.db
        .select({ status: orderStatuses.status })
        .from(orderStatuses)
        .where(eq(orderStatuses.order_id, abandoned.order_id))
        .orderBy(orderStatuses.id);
      expect(statuses.map((s) => s.status)).toEqual(['Placed', 'Payment Failed']);
      expect(await stockOfIn(t, product.id)).toBe(3); // 4, less the paid one; the abandoned two came back
    } finally {
      await restarted.close();
    }
  });
});
