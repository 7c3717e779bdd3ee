import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../db/schema';
import { createCategory, createProduct } from '../../../test/catalogue';
import { requestWith } from '../../../test/requests';
import { expectAnswers } from '../../../test/answers';
import { useSession, useTestApp } from '../../../test/suite';

describe('cart API', () => {
  const t = useTestApp();
  const shopper = useSession(t);
  const other = useSession(t);
  let category: { id: number };

  beforeAll(async () => {
    category = await createCategory(t, { name: 'Supplements', gst_percent: 12 });
  });

  const call = requestWith(t);
  const rowsOf = (userId: number) =>
    t.db.select().from(cartItems).where(eq(cartItems.user_id, userId)).orderBy(cartItems.id);
  const product = (values: { stock?: number; name?: string } = {}) =>
    createProduct(t, { category_id: category.id, ...values });
  const emptyCart = async (userId: number) =>
    t.db.delete(cartItems).where(eq(cartItems.user_id, userId));
  /** Adds `qty` of a product to the cart of `cookie`'s user; the new line's id. */
  const addLine = async (cookie: string, productId: number, qty: number) =>
    (await call('POST', '/api/cart/add', cookie, { product_id: productId, qty })).json().cart_item
      .id as number;

  it('answers 401 to a visitor on every call', async () => {
    await expectAnswers(
      (method, url, payload) => call(method, url, undefined, payload),
      [
        ['GET', '/api/cart'],
        ['POST', '/api/cart/add', { qty: 1 }],
        ['PUT', '/api/cart/update/1', { qty: 1 }],
        ['DELETE', '/api/cart/1', { qty: 1 }],
      ],
      { status: 401, error: 'Please log in to continue.' },
    );
  });

  it('adds a product and lists it with its product, category and images', async () => {
    await emptyCart(shopper.user.id);
    const tulsi = await product({ name: 'Tulsi Drops 30 ml', stock: 10 });
    const res = await call('POST', '/api/cart/add', shopper.cookie, {
      product_id: tulsi.id,
      qty: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Tulsi Drops 30 ml successfully Added into cart',
      cart_item: { product_id: tulsi.id, qty: 2, stock: 10 },
    });

    const list = await call('GET', '/api/cart', shopper.cookie);
    expect(list.statusCode).toBe(200);
    const { cart } = list.json();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toEqual({
      id: expect.any(Number),
      product_id: tulsi.id,
      qty: 2,
      stock: 10,
      Product: expect.objectContaining({
        id: tulsi.id,
        name: 'Tulsi Drops 30 ml',
        rate: 199,
        weight: 120,
        category: 'Supplements',
        product_category: expect.objectContaining({ name: 'Supplements', gst: 12 }),
        product_images: [
          expect.objectContaining({
            image_url: expect.stringMatching(/^\/images\/products\/[0-9a-f]+\.webp$/),
          }),
        ],
      }),
    });
    expect(cart[0].Product).not.toHaveProperty('rate_paise');
  });

  it('raises the quantity when the product is added again, keeping one line', async () => {
    await emptyCart(shopper.user.id);
    const neem = await product({ stock: 10 });
    await call('POST', '/api/cart/add', shopper.cookie, { product_id: neem.id, qty: 2 });
    const res = await call('POST', '/api/cart/add', shopper.cookie, { product_id: neem.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart_item.qty).toBe(3);
    const rows = await rowsOf(shopper.user.id);
    expect(rows.map((r) => [r.product_id, r.qty])).toEqual([[neem.id, 3]]);
  });

  it('refuses to go above stock, and says so when nothing is left', async () => {
    await emptyCart(shopper.user.id);
    const amla = await product({ stock: 4 });
    await call('POST', '/api/cart/add', shopper.cookie, { product_id: amla.id, qty: 3 });
    const over = await call('POST', '/api/cart/add', shopper.cookie, {
      product_id: amla.id,
      qty: 2,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'Only 4 available' });
    const first = await call('POST', '/api/cart/add', other.cookie, {
      product_id: amla.id,
      qty: 5,
    });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ error: 'Only 4 available' });

    const soldOut = await product({ stock: 0 });
    const none = await call('POST', '/api/cart/add', shopper.cookie, {
      product_id: soldOut.id,
      qty: 1,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: 'Out of stock' });

    expect((await rowsOf(shopper.user.id)).map((r) => [r.product_id, r.qty])).toEqual([
      [amla.id, 3],
    ]);
    expect(await rowsOf(other.user.id)).toEqual([]);
  });

  it('refuses a bad quantity, a missing product and an unknown product', async () => {
    await emptyCart(shopper.user.id);
    const brahmi = await product();
    for (const qty of [0, -1, 1.5, 'two']) {
      const res = await call('POST', '/api/cart/add', shopper.cookie, {
        product_id: brahmi.id,
        qty,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Quantity must be at least 1.' });
    }
    const missing = await call('POST', '/api/cart/add', shopper.cookie, { qty: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Product is required.' });
    const unknown = await call('POST', '/api/cart/add', shopper.cookie, {
      product_id: 999999,
      qty: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Product not found.' });
    expect(await rowsOf(shopper.user.id)).toEqual([]);
  });

  it('updates a quantity within stock and refuses anything else unchanged', async () => {
    await emptyCart(shopper.user.id);
    const giloy = await product({ stock: 5 });
    const id = await addLine(shopper.cookie, giloy.id, 1);

    const ok = await call('PUT', `/api/cart/update/${id}`, shopper.cookie, { qty: 5 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Quantity updated.',
      cart_item: { id, qty: 5, stock: 5 },
    });

    for (const qty of [0, -2]) {
      const res = await call('PUT', `/api/cart/update/${id}`, shopper.cookie, { qty });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Quantity must be at least 1.' });
    }
    const over = await call('PUT', `/api/cart/update/${id}`, shopper.cookie, { qty: 6 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'Only 5 available' });
    const theirs = await call('PUT', `/api/cart/update/${id}`, other.cookie, { qty: 2 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Cart item not found.' });
    const unknown = await call('PUT', '/api/cart/update/999999', shopper.cookie, { qty: 2 });
    expect(unknown.statusCode).toBe(404);
    const badId = await call('PUT', '/api/cart/update/abc', shopper.cookie, { qty: 2 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ error: 'The id must be a positive whole number.' });

    expect((await rowsOf(shopper.user.id)).map((r) => r.qty)).toEqual([5]);
  });

  it('says "Out of stock" when updating a line whose product has sold out', async () => {
    await emptyCart(shopper.user.id);
    const shilajit = await product({ stock: 2 });
    const id = await addLine(shopper.cookie, shilajit.id, 2);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, shilajit.id));
    const res = await call('PUT', `/api/cart/update/${id}`, shopper.cookie, { qty: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Out of stock' });
    // The list shows the line with its stock, so the screen can block checkout.
    const { cart } = (await call('GET', '/api/cart', shopper.cookie)).json();
    expect(cart[0]).toMatchObject({ id, qty: 2, stock: 0 });
  });

  it('shows each user only their own items and lets only the owner remove one', async () => {
    await emptyCart(shopper.user.id);
    await emptyCart(other.user.id);
    const triphala = await product();
    const mine = await addLine(shopper.cookie, triphala.id, 1);
    await call('POST', '/api/cart/add', other.cookie, { product_id: triphala.id, qty: 4 });

    const theirView = (await call('GET', '/api/cart', other.cookie)).json().cart;
    expect(theirView.map((i: { qty: number }) => i.qty)).toEqual([4]);

    const theirs = await call('DELETE', `/api/cart/${mine}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Cart item not found.' });
    expect(await rowsOf(shopper.user.id)).toHaveLength(1);

    const res = await call('DELETE', `/api/cart/${mine}`, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Item removed from cart.' });
    expect(await rowsOf(shopper.user.id)).toEqual([]);
    expect((await call('GET', '/api/cart', shopper.cookie)).json()).toEqual({ cart: [] });
    expect((await call('DELETE', `/api/cart/${mine}`, shopper.cookie)).statusCode).toBe(404);
    expect(await rowsOf(other.user.id)).toHaveLength(1);
  });

  it('sums two parallel adds of the same product into one line', async () => {
    await emptyCart(shopper.user.id);
    const moringa = await product({ stock: 50 });
    const add = (qty: number) =>
      call('POST', '/api/cart/add', shopper.cookie, { product_id: moringa.id, qty });
    const results = await Promise.all([add(1), add(2), add(3), add(4)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await rowsOf(shopper.user.id);
    expect(rows.map((r) => [r.product_id, r.qty])).toEqual([[moringa.id, 10]]);
  });

  it('refuses adds and updates above 10 of one product in one order, stock or not', async () => {
    await emptyCart(shopper.user.id);
    const tulsi = await product({ stock: 50 });
    const limit = { error: 'You can buy at most 10 of one product in one order.' };

    const tooMany = await call('POST', '/api/cart/add', shopper.cookie, {
      product_id: tulsi.id,
      qty: 11,
    });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([409, limit]);
    expect(await rowsOf(shopper.user.id)).toEqual([]);

    const id = await addLine(shopper.cookie, tulsi.id, 8);
    // Two more reach the limit; one after that passes it.
    const again = await call('POST', '/api/cart/add', shopper.cookie, {
      product_id: tulsi.id,
      qty: 3,
    });
    expect([again.statusCode, again.json()]).toEqual([409, limit]);
    const twelve = await call('PUT', `/api/cart/update/${id}`, shopper.cookie, { qty: 12 });
    expect([twelve.statusCode, twelve.json()]).toEqual([409, limit]);
    const ten = await call('PUT', `/api/cart/update/${id}`, shopper.cookie, { qty: 10 });
    expect(ten.statusCode).toBe(200);
    const eleventh = await call('POST', '/api/cart/add', shopper.cookie, { product_id: tulsi.id });
    expect([eleventh.statusCode, eleventh.json()]).toEqual([409, limit]);
    expect((await rowsOf(shopper.user.id)).map((r) => r.qty)).toEqual([10]);

    // Where stock is the tighter bound, the shopper hears about the stock.
    const scarce = await product({ stock: 3 });
    const over = await call('POST', '/api/cart/add', shopper.cookie, {
      product_id: scarce.id,
      qty: 12,
    });
    expect([over.statusCode, over.json()]).toEqual([409, { error: 'Only 3 available' }]);
  });

  it('lets only one of two parallel adds through when both would pass stock', async () => {
    await emptyCart(shopper.user.id);
    const kesar = await product({ stock: 5 });
    const add = () =>
      call('POST', '/api/cart/add', shopper.cookie, { product_id: kesar.id, qty: 3 });
    const results = await Promise.all([add(), add()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: 'Only 5 available',
    });
    expect((await rowsOf(shopper.user.id)).map((r) => r.qty)).toEqual([3]);
  });
});
