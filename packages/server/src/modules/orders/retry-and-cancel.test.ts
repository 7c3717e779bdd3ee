import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import type { App } from '../../app';
import { sellerFromConfig } from '../tax-documents/seller';
import { reconcileOnce } from '../payments/reconciler';
import { createCategory, createProduct } from '../../../test/catalogue';
import { addDeliveryState } from '../../../test/shop-settings';
import { sessionFor } from '../../../test/accounts';
import { readOutbox } from '../../../test/outbox';
import { lastStatus } from '../../../test/order-fixtures';
import { useSession, useTestApp } from '../../../test/suite';
import { addAddress, buyNow, IN_KOCHI, placeOrder } from '../../../test/checkout';
import { sandboxCheckout, verifyPayment } from '../../../test/payments';
import { expectErrorAnswer } from '../../../test/answers';

/** One pass of the reconciler, as if `minutes` from now, mailing shoppers whose hold lapsed. */
const reconcileIn = (app: App, minutes: number) =>
  reconcileOnce({
    database: app.database,
    gateway: app.gateway,
    log: app.log,
    seller: sellerFromConfig(app.config),
    paidNotices: app.paidNotices,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    now: new Date(Date.now() + minutes * 60 * 1000),
  });

describe('paying an order again, cancelling it, and stock as on hand, reserved and available', () => {
  const t = useTestApp({ MAX_UNPAID_ORDERS: '1000', PLACE_ORDER_LIMIT: '1000' });
  const shopper = useSession(t);
  const owner = useSession(t, { is_admin: true, permissions: ['super_user'] });
  let categoryId: number;
  let addressId: number;

  beforeAll(async () => {
    categoryId = (await createCategory(t)).id;
    await addDeliveryState(t, { name: 'Kerala' });
    addressId = await addAddress(t.app, shopper.cookie, IN_KOCHI);
  });

  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const pay = (orderId: number, cookie = shopper.cookie) =>
    post(`/api/orders/${orderId}/pay`, cookie);
  const cancel = (orderId: number, cookie = shopper.cookie) =>
    post(`/api/orders/${orderId}/cancel`, cookie);
  const setStock = (productId: number, stock: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}/stock`,
      headers: { cookie: owner.cookie },
      payload: { stock },
    });
  const figures = async (productId: number) => {
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    return { available: row!.stock, reserved: row!.reserved, on_hand: row!.stock + row!.reserved };
  };
  const orderRow = async (orderId: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const statusOf = (orderId: number) => lastStatus(t, orderId);
  const newProduct = (stock: number) =>
    createProduct(t, { category_id: categoryId, rate_paise: 10000, stock });
  /** A new product with `stock` on the shelf, and the shopper's unpaid order of `qty` of it. */
  const shopperOrder = async (stock: number, qty: number) => {
    const product = await newProduct(stock);
    const placed = await placeOrder(t.app, shopper.cookie, buyNow(product.id, qty, addressId));
    return { product, placed };
  };
  const decline = async (orderId: number, razorpayOrderId: string) => {
    const declined = await sandboxCheckout(t.app, shopper.cookie, razorpayOrderId, 'decline');
    const paymentId = declined.json().metadata.payment_id as string;
    const report = await post(`/api/orders/${orderId}/payment-failed`, shopper.cookie, {
      razorpay_payment_id: paymentId,
      reason: 'Payment declined in the sandbox checkout.',
    });
    expect(report.json().message).toBe('Payment declined. You can try again.');
  };

  describe('POST /api/orders/{id}/pay', () => {
    it('answers a pending order like place-order, renewing its hold once', async () => {
      const { product, placed } = await shopperOrder(5, 2);
      const heldUntil = (await orderRow(placed.order_id)).hold_until!;

      const again = await pay(placed.order_id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        order_id: placed.order_id,
        razorpay_order_id: placed.razorpay_order_id,
        amount: placed.amount,
        currency: 'INR',
        key_id: t.app.gateway.keyId,
      });
      const renewed = await orderRow(placed.order_id);
      expect(renewed.hold_renewed_at).not.toBeNull();
      expect(renewed.hold_until!.getTime()).toBeGreaterThanOrEqual(heldUntil.getTime());
      expect(renewed.hold_until!.getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);

      // Once only: a second retry answers the checkout but keeps the hold as it is.
      const third = await pay(placed.order_id);
      expect(third.statusCode).toBe(200);
      expect((await orderRow(placed.order_id)).hold_until).toEqual(renewed.hold_until);
      expect(await figures(product.id)).toEqual({ available: 3, reserved: 2, on_hand: 5 });
    });

    it('reserves a failed order again, and it can then be paid', async () => {
      const { product, placed } = await shopperOrder(4, 3);
      await decline(placed.order_id, placed.razorpay_order_id);
      expect(await statusOf(placed.order_id)).toBe('Payment Failed');
      expect(await figures(product.id)).toEqual({ available: 4, reserved: 0, on_hand: 4 });

      const again = await pay(placed.order_id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ order_id: placed.order_id, amount: placed.amount });
      expect(await statusOf(placed.order_id)).toBe('Placed');
      expect(await figures(product.id)).toEqual({ available: 1, reserved: 3, on_hand: 4 });

      const approved = await sandboxCheckout(t.app, shopper.cookie, again.json().razorpay_order_id);
      const verified = await verifyPayment(t.app, shopper.cookie, {
        order_id: placed.order_id,
        ...approved.json(),
      });
      expect(verified.statusCode).toBe(200);
      expect(await statusOf(placed.order_id)).toBe('Payment Verified');
      // Paid and not yet shipped: still on the shelf, still held.
      expect(await figures(product.id)).toEqual({ available: 1, reserved: 3, on_hand: 4 });
    });

    it('refuses a failed order whose stock is gone with what is left, taking nothing', async () => {
      const { product, placed } = await shopperOrder(3, 3);
      await decline(placed.order_id, placed.razorpay_order_id);
      const other = await sessionFor(t);
      const otherAddress = await addAddress(t.app, other.cookie, IN_KOCHI);
      await placeOrder(t.app, other.cookie, buyNow(product.id, 2, otherAddress));

      const again = await pay(placed.order_id);
      expectErrorAnswer(again, 409, 'Only 1 available');
      expect(await statusOf(placed.order_id)).toBe('Payment Failed');
      expect(await figures(product.id)).toEqual({ available: 1, reserved: 2, on_hand: 3 });
    });

    it("is the shopper's own: another shopper is told there is no such order", async () => {
      const { placed } = await shopperOrder(2, 1);
      const other = await sessionFor(t);
      const res = await pay(placed.order_id, other.cookie);
      expectErrorAnswer(res, 404, 'Order not found.');
      expect((await cancel(placed.order_id, other.cookie)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/orders/${placed.order_id}/pay` }))
          .statusCode,
      ).toBe(401);
      expect((await orderRow(placed.order_id)).hold_renewed_at).toBeNull();
    });

    it("answers another shopper's verification or failure report of an order as no such order, changing nothing", async () => {
      const { product, placed } = await shopperOrder(2, 1);
      // A genuine approval of the order, signed by the gateway, reported by someone else.
      const approved = await sandboxCheckout(t.app, shopper.cookie, placed.razorpay_order_id);
      const other = await sessionFor(t);
      const verified = await verifyPayment(t.app, other.cookie, {
        order_id: placed.order_id,
        ...approved.json(),
      });
      expectErrorAnswer(verified, 404, 'Order not found.');
      const failed = await post(`/api/orders/${placed.order_id}/payment-failed`, other.cookie, {
        razorpay_payment_id: approved.json().razorpay_payment_id,
      });
      expectErrorAnswer(failed, 404, 'Order not found.');
      expect(await statusOf(placed.order_id)).toBe('Placed');
      expect(await figures(product.id)).toEqual({ available: 1, reserved: 1, on_hand: 2 });
    });

    it('refuses a paid or cancelled order', async () => {
      const { placed } = await shopperOrder(2, 1);
      expect((await cancel(placed.order_id)).statusCode).toBe(200);
      const res = await pay(placed.order_id);
      expectErrorAnswer(res, 409, 'An order that is Cancelled cannot be paid.');
    });
  });

  describe('POST /api/orders/{id}/cancel', () => {
    it('cancels a pending order: its stock goes back at once and the shopper is mailed', async () => {
      const { product, placed } = await shopperOrder(4, 4);
      expect(await figures(product.id)).toEqual({ available: 0, reserved: 4, on_hand: 4 });
      const res = await cancel(placed.order_id);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.order_statuses[0]).toMatchObject({ status: 'Cancelled' });
      expect(await figures(product.id)).toEqual({ available: 4, reserved: 0, on_hand: 4 });
      const mail = (await readOutbox(t)).find((m) =>
        m.subject.includes(`order #${placed.order_id} has been cancelled`),
      );
      expect(mail?.to).toContain(shopper.user.email);
      expect(mail?.raw).toContain('Reason: You cancelled it.');
      expect(mail?.links).toContain(`${t.config.PUBLIC_URL}/orders/${placed.order_id}`);
      // Cancelled once: a second cancel changes nothing.
      expect((await cancel(placed.order_id)).statusCode).toBe(409);
      expect(await figures(product.id)).toEqual({ available: 4, reserved: 0, on_hand: 4 });
    });

    it('cancels a failed order without touching stock it no longer holds', async () => {
      const { product, placed } = await shopperOrder(2, 2);
      await decline(placed.order_id, placed.razorpay_order_id);
      expect((await cancel(placed.order_id)).statusCode).toBe(200);
      expect(await statusOf(placed.order_id)).toBe('Cancelled');
      expect(await figures(product.id)).toEqual({ available: 2, reserved: 0, on_hand: 2 });
    });

    it('refuses a paid order: staff cancel it together with its refund', async () => {
      const { placed } = await shopperOrder(2, 1);
      const approved = await sandboxCheckout(t.app, shopper.cookie, placed.razorpay_order_id);
      await verifyPayment(t.app, shopper.cookie, { order_id: placed.order_id, ...approved.json() });
      const res = await cancel(placed.order_id);
      expectErrorAnswer(
        res,
        409,
        'This order is paid: the shop cancels it together with its refund. Please contact the shop.',
      );
      expect(await statusOf(placed.order_id)).toBe('Payment Verified');
    });
  });

  it("does not show the shopper's own hold as out of stock in their cart", async () => {
    const product = await newProduct(3);
    const other = await sessionFor(t);
    for (const cookie of [shopper.cookie, other.cookie]) {
      const added = await post('/api/cart/add', cookie, { product_id: product.id, qty: 1 });
      expect(added.statusCode).toBe(200);
    }
    await placeOrder(t.app, shopper.cookie, buyNow(product.id, 3, addressId));
    const cartStock = async (cookie: string) =>
      (
        (await t.app.inject({ url: '/api/cart', headers: { cookie } })).json().cart as {
          product_id: number;
          stock: number;
        }[]
      ).find((line) => line.product_id === product.id)?.stock;
    expect(await cartStock(shopper.cookie)).toBe(3);
    expect(await cartStock(other.cookie)).toBe(0);
  });

  describe('stock figures', () => {
    it('cannot be made to oversell: hold 4 of 4, the owner sets 4 on hand, the hold lapses', async () => {
      const { product, placed } = await shopperOrder(4, 4);
      const set = await setStock(product.id, 4);
      expect(set.statusCode).toBe(200);
      expect(set.json().product).toMatchObject({ stock: 0, on_hand: 4, reserved: 4 });

      await reconcileIn(t.app, 31);
      expect(await statusOf(placed.order_id)).toBe('Payment Failed');
      expect(await figures(product.id)).toEqual({ available: 4, reserved: 0, on_hand: 4 });
      const shown = await t.app.inject({ url: `/api/products/${product.id}` });
      expect(shown.json().product.stock).toBe(4);

      // The lapse is mailed to the shopper with the way back to the order.
      const lapse = (await readOutbox(t)).find((m) =>
        m.subject.includes(`order #${placed.order_id} is waiting for payment`),
      );
      expect(lapse?.to).toContain(shopper.user.email);
      expect(lapse?.links).toContain(`${t.config.PUBLIC_URL}/orders/${placed.order_id}`);
    });

    it('answers staff with on hand and reserved, and refuses on hand below what orders hold', async () => {
      const product = await newProduct(6);
      await placeOrder(t.app, shopper.cookie, buyNow(product.id, 2, addressId));
      const list = await t.app.inject({
        url: `/api/products/staff?search=${encodeURIComponent(product.name)}`,
        headers: { cookie: owner.cookie },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().products.find((p: { id: number }) => p.id === product.id)).toMatchObject({
        stock: 4,
        on_hand: 6,
        reserved: 2,
      });
      expect(
        (await t.app.inject({ url: '/api/products/staff', headers: { cookie: shopper.cookie } }))
          .statusCode,
      ).toBe(403);
      // The shop's own catalogue shows available only.
      const shown = (await t.app.inject({ url: `/api/products/${product.id}` })).json().product;
      expect(shown.stock).toBe(4);
      expect(shown).not.toHaveProperty('on_hand');

      const tooLow = await setStock(product.id, 1);
      expectErrorAnswer(
        tooLow,
        409,
        '2 units are held by orders, so on hand cannot be less than 2.',
      );
      const set = await setStock(product.id, 10);
      expect(set.json().product).toMatchObject({ stock: 8, on_hand: 10, reserved: 2 });
    });
  });
});
