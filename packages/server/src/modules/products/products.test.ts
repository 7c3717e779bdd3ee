import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalogue';
import { useTestApp } from '../../../test/suite';

describe('catalogue read API', () => {
  const t = useTestApp();
  let ids: { ashwagandha: number; neem: number; amla: number; teas: number; care: number };

  beforeAll(async () => {
    const supplements = await createCategory(t, { name: 'Supplements', gst_percent: 12 });
    const care = await createCategory(t, { name: 'Skin Care', gst_percent: 18 });
    const teas = await createCategory(t, { name: 'Teas', gst_percent: 5 });
    const ashwagandha = await createProduct(
      t,
      {
        name: 'Ashwagandha Capsules 60',
        description: 'Withania somnifera root extract.',
        category_id: supplements.id,
        rate_paise: 34950,
        weight_grams: 90,
        stock: 40,
      },
      2,
    );
    const neem = await createProduct(t, {
      name: 'Neem Face Wash',
      description: 'Gentle cleanser with neem and TULSI extracts.',
      category_id: care.id,
    });
    const amla = await createProduct(t, {
      name: 'Amla 100% Juice',
      description: 'Cold-pressed Indian gooseberry.',
      category_id: teas.id,
    });
    ids = {
      ashwagandha: ashwagandha.id,
      neem: neem.id,
      amla: amla.id,
      teas: teas.id,
      care: care.id,
    };
  });

  const names = (res: { json: () => { products: { name: string }[] } }) =>
    res.json().products.map((p) => p.name);

  it('lists products with their category and images in the API shape', async () => {
    const res = await t.app.inject('/api/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(3);
    expect(body.has_more).toBe(false);
    const product = body.products.find((p: { id: number }) => p.id === ids.ashwagandha);
    expect(product).toMatchObject({
      name: 'Ashwagandha Capsules 60',
      description: 'Withania somnifera root extract.',
      stock: 40,
      rate: 349.5,
      weight: 90,
      category: 'Supplements',
      product_category: { name: 'Supplements', gst: 12 },
    });
    expect(product.product_images).toHaveLength(2);
    expect(product.product_images[0].image_url).toMatch(/^\/images\/products\/[0-9a-f]+\.webp$/);
    expect(product).not.toHaveProperty('rate_paise');
  });

  it('searches name and description by word and prefix, without regard to case', async () => {
    expect(names(await t.app.inject('/api/products?search=ASHWA'))).toEqual([
      'Ashwagandha Capsules 60',
    ]);
    expect(names(await t.app.inject('/api/products?search=tulsi'))).toEqual(['Neem Face Wash']);
    expect(names(await t.app.inject('/api/products?search=nothing-like-this'))).toEqual([]);
  });

  it('ignores punctuation in a search: % and _ are no wildcards', async () => {
    expect(names(await t.app.inject('/api/products?search=100%25'))).toEqual(['Amla 100% Juice']);
    expect(names(await t.app.inject('/api/products?search=_'))).toEqual([]);
  });

  it('filters by category and combines with search', async () => {
    expect(names(await t.app.inject(`/api/products?category_id=${ids.teas}`))).toEqual([
      'Amla 100% Juice',
    ]);
    expect(names(await t.app.inject(`/api/products?category_id=${ids.care}&search=amla`))).toEqual(
      [],
    );
  });

  it('pages the listing and says whether more follow', async () => {
    const first = (await t.app.inject('/api/products?limit=2')).json();
    expect(first.products.map((p: { id: number }) => p.id)).toEqual([ids.ashwagandha, ids.neem]);
    expect(first.has_more).toBe(true);
    const second = (await t.app.inject('/api/products?limit=2&offset=2')).json();
    expect(second.products.map((p: { id: number }) => p.id)).toEqual([ids.amla]);
    expect(second.has_more).toBe(false);
    const bad = await t.app.inject('/api/products?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'Paging must use whole numbers: limit 1 to 200, offset 0 or more.',
    });
  });

  it('refuses an over-long search and a bad category id', async () => {
    const long = await t.app.inject(`/api/products?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Search text must be at most 100 characters.' });
    const bad = await t.app.inject('/api/products?category_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });

  it('returns one product, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const res = await t.app.inject(`/api/products/${ids.neem}`);
    expect(res.json().product).toMatchObject({ id: ids.neem, name: 'Neem Face Wash' });
    const missing = await t.app.inject('/api/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found.' });
    const bad = await t.app.inject('/api/products/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The id must be a positive whole number.' });
    const huge = await t.app.inject('/api/products/99999999999999999999');
    expect(huge.statusCode).toBe(400);
  });

  it('serves product images with a long cache lifetime', async () => {
    const { product } = (await t.app.inject(`/api/products/${ids.ashwagandha}`)).json();
    const image = await t.app.inject(product.product_images[0].image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const thumb = await t.app.inject(product.product_images[0].thumb_url);
    expect(thumb.statusCode).toBe(200);
    const missing = await t.app.inject('/images/products/nope.webp');
    expect(missing.statusCode).toBe(404);
  });

  it('lists categories', async () => {
    const res = await t.app.inject('/api/categories');
    expect(
      res.json().categories.map((c: { name: string; gst: number }) => [c.name, c.gst]),
    ).toEqual([
      ['Skin Care', 18],
      ['Supplements', 12],
      ['Teas', 5],
    ]);
  });
});
