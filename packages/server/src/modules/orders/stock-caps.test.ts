import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, orderStatuses } from '../../db/schema';
import { createCategory, createProduct } from '../../../test/catalogue';
import { addDeliveryState } from '../../../test/shop-settings';
import { sessionFor } from '../../../test/accounts';
import { nextClientAddress } from '../../../test/requests';
import { useTestApp } from '../../../test/suite';
import {
  addAddress,
  buyNow,
  IN_KOCHI,
  placeOrderRequest,
  stockOf as stockOfIn,
} from '../../../test/checkout';

/** One shopper must not be able to hold a product's stock with unpaid orders. */
describe('caps on holding stock', () => {
  const t = useTestApp();
  let categoryId: number;

  beforeAll(async () => {
    categoryId = (await createCategory(t)).id;
    await addDeliveryState(t, { name: 'Kerala' });
  });

  async function shopperWithAddress() {
    const buyer = await sessionFor(t);
    return { ...buyer, addressId: await addAddress(t.app, buyer.cookie, IN_KOCHI) };
  }
  const place = (
    buyer: { cookie: string; addressId: number },
    productId: number,
    qty: number,
    remoteAddress = nextClientAddress(),
  ) =>
    placeOrderRequest(t.app, buyer.cookie, buyNow(productId, qty, buyer.addressId), remoteAddress);
  const stockOf = (id: number) => stockOfIn(t, id);

  it('refuses more than 10 of one product in an order, leaving the stock alone', async () => {
    const product = await createProduct(t, { category_id: categoryId, stock: 500 });
    const buyer = await shopperWithAddress();
    const res = await place(buyer, product.id, 11);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'You can buy at most 10 of one product in one order. Please lower the quantity.',
    });
    expect(await stockOf(product.id)).toBe(500);
    expect((await place(buyer, product.id, 10)).statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(490);
  });

  it('applies the same cap to a cart line', async () => {
    const product = await createProduct(t, { category_id: categoryId, stock: 100 });
    const buyer = await shopperWithAddress();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { cookie: buyer.cookie },
      payload: { product_id: product.id, qty: 50 },
    });
    expect(added.statusCode).toBe(409);
    // A line from before the cap was lowered is still refused at checkout.
    await t.db
      .insert(cartItems)
      .values({ user_id: buyer.user.id, product_id: product.id, qty: 50 });
    const res = await placeOrderRequest(
      t.app,
      buyer.cookie,
      { product_id: null, address_id: buyer.addressId },
      nextClientAddress(),
    );
    expect(res.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('allows at most 3 unpaid orders per shopper, even placed at once', async () => {
    const product = await createProduct(t, { category_id: categoryId, stock: 100 });
    const buyer = await shopperWithAddress();
    const results = await Promise.all(Array.from({ length: 6 }, () => place(buyer, product.id, 1)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      error:
        'You already have 3 orders waiting for payment. Please pay for one of them, or try again in 30 minutes.',
    });
    expect(await stockOf(product.id)).toBe(97);

    // Once one of them is paid (or lapses), the shopper may place another.
    const [first] = await t.db.select().from(orders).where(eq(orders.user_id, buyer.user.id));
    await t.db.insert(orderStatuses).values({ order_id: first!.id, status: 'Payment Verified' });
    expect((await place(buyer, product.id, 1)).statusCode).toBe(201);
  });

  it('paces place-order per account and per client address', async () => {
    const product = await createProduct(t, { category_id: categoryId, stock: 1000 });
    const buyer = await shopperWithAddress();
    const codes: number[] = [];
    // Bad requests count too: each one still costs the shop a transaction.
    for (let i = 0; i < 11; i++) codes.push((await place(buyer, product.id, 999)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 409)).toBe(true);
    expect(codes[10]).toBe(429);
    const limited = await place(buyer, product.id, 1);
    expect(limited.json()).toEqual({
      error:
        'You have placed many orders in a short time. Please wait a few minutes and try again.',
    });

    const sharedAddress = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const other = await shopperWithAddress();
      statuses.push((await place(other, product.id, 999, sharedAddress)).statusCode);
    }
    expect(statuses.slice(0, 30).every((code) => code === 409)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
