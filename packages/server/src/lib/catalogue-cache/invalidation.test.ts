import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import {
  addDeliveryState,
  addGatewayFee,
  buildSecondApp,
  buildTestApp,
  createCategory,
  createProduct,
  sessionFor,
  type TestApp,
} from '../../../test/helpers';
import { addAddress, IN_KOCHI, placeOrderRequest } from '../../../test/checkout';
import type { App } from '../../app';

type Fixture = { t: TestApp; categoryId: number; staff: string; shopper: string };

async function setUp(): Promise<Fixture> {
  const t = await buildTestApp();
  const categoryId = (await createCategory(t, { name: 'Teas', gst_percent: 5 })).id;
  const staff = (
    await sessionFor(t, { is_admin: true, permissions: ['product_manager', 'category_manager'] })
  ).cookie;
  const shopper = (await sessionFor(t)).cookie;
  return { t, categoryId, staff, shopper };
}

const productOf = async (app: App, id: number, cookie?: string) =>
  (await app.inject({ url: `/api/products/${id}`, headers: cookie ? { cookie } : {} })).json()
    .product;

const listed = async (app: App, query = '') =>
  (await app.inject(`/api/products${query}`)).json().products as { id: number; stock: number }[];

/**
 * Changes a product the way no instance hears of (database triggers off for this
 * transaction), so a reply showing the old value can only have come from a cache.
 */
const writeUnannounced = (t: TestApp, id: number, values: Partial<typeof products.$inferInsert>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set(values).where(eq(products.id, id));
  });

/**
 * On PostgreSQL the notifications of the fixture's own inserts arrive a moment later and
 * would empty the cache under the test's feet; let them land first.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

/** Waits for what another connection's write takes to arrive as a notification. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 3000) {
  const until = Date.now() + ms;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('catalogue cache', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await setUp();
  });
  afterAll(() => f.t.close());

  it('sends the listing pre-compressed as asked, with a strong ETag and 304 when unchanged', async () => {
    const { t, categoryId } = f;
    for (let i = 0; i < 6; i++)
      await createProduct(t, { category_id: categoryId, name: `Masala Chai ${i}` });
    const plain = await t.app.inject('/api/products');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json().products).toHaveLength(6);

    const br = await t.app.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(br.headers.etag).not.toBe(etag);
    const unchanged = await t.app.inject({
      url: '/api/products',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const stale = await t.app.inject({
      url: '/api/products',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('serves visitors from memory, staff from the database, and shows a staff write at once', async () => {
    const { t, categoryId, staff, shopper } = f;
    const { id } = await createProduct(t, { category_id: categoryId, stock: 10 });
    await settle();
    expect((await productOf(t.app, id)).stock).toBe(10);
    expect((await listed(t.app)).find((p) => p.id === id)?.stock).toBe(10);

    await writeUnannounced(t, id, { stock: 9 });
    expect((await productOf(t.app, id)).stock).toBe(10);
    expect((await productOf(t.app, id, shopper)).stock).toBe(10);
    expect((await productOf(t.app, id, staff)).stock).toBe(9);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}/stock`,
      headers: { cookie: staff },
      payload: { stock: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect((await productOf(t.app, id)).stock).toBe(3);
    expect((await listed(t.app)).find((p) => p.id === id)?.stock).toBe(3);
  });

  it('shows a renamed category on the products that carry it at once', async () => {
    const { t, staff } = f;
    const category = await createCategory(t, { name: 'Oils', gst_percent: 18 });
    const { id } = await createProduct(t, { category_id: category.id });
    expect((await productOf(t.app, id)).category).toBe('Oils');
    expect(
      (await t.app.inject('/api/categories'))
        .json()
        .categories.map((c: { name: string }) => c.name),
    ).toContain('Oils');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      headers: { cookie: staff },
      payload: { name: 'Hair Oils', description: 'For hair', gst: 18 },
    });
    expect(res.statusCode).toBe(200);
    expect((await productOf(t.app, id)).category).toBe('Hair Oils');
    expect(
      (await t.app.inject('/api/categories'))
        .json()
        .categories.map((c: { name: string }) => c.name),
    ).toContain('Hair Oils');
  });

  it('shows stock taken by an order and given back by a failed payment at once', async () => {
    const { t, categoryId, shopper } = f;
    await addDeliveryState(t, { name: 'Kerala' });
    await addGatewayFee(t);
    const addressId = await addAddress(t.app, shopper, IN_KOCHI);
    const { id } = await createProduct(t, { category_id: categoryId, stock: 5 });
    expect((await productOf(t.app, id)).stock).toBe(5);

    const placed = await placeOrderRequest(t.app, shopper, {
      product_id: id,
      qty: 2,
      address_id: addressId,
    });
    expect(placed.statusCode).toBe(201);
    expect((await productOf(t.app, id)).stock).toBe(3);

    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().order_id}/payment-failed`,
      headers: { cookie: shopper },
      payload: { reason: 'Card declined' },
    });
    expect(failed.statusCode).toBe(200);
    expect((await productOf(t.app, id)).stock).toBe(5);
  });

  it('hears writes made outside the routes, such as the reconciler or a database tool', async () => {
    const { t, categoryId } = f;
    const { id } = await createProduct(t, { category_id: categoryId, stock: 8 });
    expect((await productOf(t.app, id)).stock).toBe(8);
    await t.db.update(products).set({ stock: 6 }).where(eq(products.id, id));
    expect(await eventually(async () => (await productOf(t.app, id)).stock, 6)).toBe(6);
  });

  it('never caches a 404, so a product created just after shows', async () => {
    const { t, categoryId } = f;
    // The id the next insert takes: the sequence has handed out every id so far.
    const [next] = await t.db
      .select({ id: sql<number>`(select last_value + 1 from products_id_seq)` })
      .from(products)
      .limit(1);
    const id = Number(next!.id);
    expect((await t.app.inject(`/api/products/${id}`)).statusCode).toBe(404);
    await createProduct(t, { category_id: categoryId });
    expect((await t.app.inject(`/api/products/${id}`)).statusCode).toBe(200);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'catalogue cache, two instances on one PostgreSQL database',
  () => {
    let f: Fixture;
    let second: Awaited<ReturnType<typeof buildSecondApp>>;
    beforeAll(async () => {
      f = await setUp();
      second = await buildSecondApp(f.t);
    });
    afterAll(async () => {
      await second.close();
      await f.t.close();
    });

    it('drops what a write through one instance changed on the other', async () => {
      const { t, categoryId, staff } = f;
      const { id } = await createProduct(t, { category_id: categoryId, stock: 10 });
      await settle();
      expect((await productOf(t.app, id)).stock).toBe(10);
      expect((await productOf(second.app, id)).stock).toBe(10);
      expect((await listed(second.app)).find((p) => p.id === id)?.stock).toBe(10);

      // Both instances hold the product in memory.
      await writeUnannounced(t, id, { stock: 9 });
      expect((await productOf(t.app, id)).stock).toBe(10);
      expect((await productOf(second.app, id)).stock).toBe(10);

      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}/stock`,
        headers: { cookie: staff },
        payload: { stock: 4 },
      });
      expect(res.statusCode).toBe(200);
      expect((await productOf(t.app, id)).stock).toBe(4);
      expect(await eventually(async () => (await productOf(second.app, id)).stock, 4)).toBe(4);
      expect(
        await eventually(async () => (await listed(second.app)).find((p) => p.id === id)?.stock, 4),
      ).toBe(4);
    });

    it('drops a renamed category on the other instance', async () => {
      const { t, staff } = f;
      const category = await createCategory(t, { name: 'Powders', gst_percent: 5 });
      const { id } = await createProduct(t, { category_id: category.id });
      expect((await productOf(second.app, id)).category).toBe('Powders');
      await t.app.inject({
        method: 'PUT',
        url: `/api/categories/${category.id}`,
        headers: { cookie: staff },
        payload: { name: 'Herbal Powders', description: 'Churna', gst: 5 },
      });
      expect(
        await eventually(async () => (await productOf(second.app, id)).category, 'Herbal Powders'),
      ).toBe('Herbal Powders');
    });
  },
);
