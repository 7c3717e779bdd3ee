import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createCategory, createProduct, setStock, writeUnannounced } from '../../../test/catalogue';
import { listedStock, productOf } from '../../../test/catalogue-reads';
import {
  cachedProduct,
  renameCategory,
  useCatalogueFixture,
} from '../../../test/catalogue-fixture';
import { addDeliveryState, addGatewayFee } from '../../../test/shop-settings';
import { eventually } from '../../../test/requests';
import { addAddress, buyNow, IN_KOCHI, placeOrderRequest } from '../../../test/checkout';

describe('catalogue cache', () => {
  const f = useCatalogueFixture();

  const categoryNames = async () =>
    (await f.t.app.inject('/api/categories'))
      .json()
      .categories.map((c: { name: string }) => c.name);

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
    const { t, staff, shopper } = f;
    const id = await cachedProduct(f, 10);
    expect((await productOf(t.app, id)).stock).toBe(10);
    expect(await listedStock(t.app, id)).toBe(10);

    await writeUnannounced(t, id, { stock: 9 });
    expect((await productOf(t.app, id)).stock).toBe(10);
    expect((await productOf(t.app, id, shopper)).stock).toBe(10);
    expect((await productOf(t.app, id, staff)).stock).toBe(9);

    const res = await setStock(t.app, staff, id, 3);
    expect(res.statusCode).toBe(200);
    expect((await productOf(t.app, id)).stock).toBe(3);
    expect(await listedStock(t.app, id)).toBe(3);
  });

  it('shows a renamed category on the products that carry it at once', async () => {
    const { t } = f;
    const category = await createCategory(t, { name: 'Oils', gst_percent: 18 });
    const { id } = await createProduct(t, { category_id: category.id });
    expect((await productOf(t.app, id)).category).toBe('Oils');
    expect(await categoryNames()).toContain('Oils');
    const res = await renameCategory(f, category.id, {
      name: 'Hair Oils',
      description: 'For hair',
      gst: 18,
    });
    expect(res.statusCode).toBe(200);
    expect((await productOf(t.app, id)).category).toBe('Hair Oils');
    expect(await categoryNames()).toContain('Hair Oils');
  });

  it('shows stock taken by an order and given back by a failed payment at once', async () => {
    const { t, categoryId, shopper } = f;
    await addDeliveryState(t, { name: 'Kerala' });
    await addGatewayFee(t);
    const addressId = await addAddress(t.app, shopper, IN_KOCHI);
    const { id } = await createProduct(t, { category_id: categoryId, stock: 5 });
    expect((await productOf(t.app, id)).stock).toBe(5);

    const placed = await placeOrderRequest(t.app, shopper, buyNow(id, 2, addressId));
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
