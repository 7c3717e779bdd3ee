import { readdirSync } from 'node:fs';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, productImages, products } from '../../db/schema';
import { dataPaths } from '../../lib/paths';
import { createCategory, createProduct, setStock } from '../../../test/catalogue';
import { type FilePart, multipart, pngFile, postProductForm } from '../../../test/product-upload';
import { requestWith } from '../../../test/requests';
import { useSession, useTestApp } from '../../../test/suite';

describe('staff catalogue management', () => {
  const t = useTestApp();
  const staff = {
    shopper: useSession(t),
    products: useSession(t, { is_admin: true, permissions: ['product_manager'] }),
    categories: useSession(t, { is_admin: true, permissions: ['category_manager'] }),
    owner: useSession(t, { is_admin: true, permissions: ['super_user'] }),
  };
  let categoryId: number;

  beforeAll(async () => {
    categoryId = (await createCategory(t, { name: 'Supplements', gst_percent: 12 })).id;
  });
  const send = requestWith(t);

  const productFields = (overrides: Record<string, string> = {}) => ({
    name: 'Brahmi Tablets 60',
    description: 'Bacopa monnieri tablets.',
    user_manual: 'One tablet after breakfast.',
    stock: '25',
    rate: '299.50',
    category_id: String(categoryId),
    weight: '80',
    ...overrides,
  });
  /** A file part sent as a PNG, whatever its content. */
  const asPng = (filename: string, content: Buffer) => ({ filename, type: 'image/png', content });
  const png = (color = '#336633') => pngFile('photo.png', color);

  const createRequest = async (
    cookie: string | undefined,
    fields: Record<string, string> = productFields(),
    files?: FilePart[],
  ) => postProductForm(t.app, cookie, fields, files ?? [await png(), await png('#993300')]);

  const storedState = async () => ({
    products: Number((await t.db.select({ n: count() }).from(products))[0]!.n),
    images: Number((await t.db.select({ n: count() }).from(productImages))[0]!.n),
    files: readdirSync(dataPaths(t.config.DATA_DIR).productImages).length,
  });
  /** Sends a product form as product staff; it must be refused and nothing stored. */
  const expectCreateRefused = async (
    status: number,
    error: string,
    { fields, files }: { fields?: Record<string, string>; files?: FilePart[] } = {},
  ) => {
    const before = await storedState();
    const res = await createRequest(staff.products.cookie, fields, files);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    expect(await storedState()).toEqual(before);
  };

  describe('permissions', () => {
    it.each([
      ['a visitor', undefined, 401, 401],
      ['a shopper', 'shopper', 403, 403],
      ['a product manager', 'products', 201, 403],
      ['a category manager', 'categories', 403, 201],
      ['the super user', 'owner', 201, 201],
    ] as const)('%s', async (_who, key, productStatus, categoryStatus) => {
      const cookie = key ? staff[key].cookie : undefined;
      const product = await createRequest(cookie, productFields({ name: `Product by ${key}` }));
      expect(product.statusCode).toBe(productStatus);
      const category = await send('POST', '/api/categories', cookie, {
        name: `Category by ${key}`,
        description: 'Herbs',
        gst: 5,
      });
      expect(category.statusCode).toBe(categoryStatus);
      if (product.statusCode === 201) {
        const id = product.json().product.id;
        const stock = await setStock(t.app, cookie!, id, 3);
        expect(stock.statusCode).toBe(200);
      }
    });
  });

  describe('products', () => {
    it('creates a product with its images and shows it in the storefront at once', async () => {
      const res = await createRequest(staff.products.cookie);
      expect(res.statusCode).toBe(201);
      const { product } = res.json();
      expect(product).toMatchObject({
        name: 'Brahmi Tablets 60',
        stock: 25,
        rate: 299.5,
        weight: 80,
        product_category: { name: 'Supplements', gst: 12 },
      });
      expect(product.product_images).toHaveLength(2);
      const image = await t.app.inject(product.product_images[0].image_url);
      expect(image.headers['content-type']).toBe('image/webp');
      const found = (await t.app.inject('/api/products?search=brahmi')).json().products;
      expect(found.map((p: { id: number }) => p.id)).toContain(product.id);
    });

    it('edits the details without touching stock or images, and sets stock on its own', async () => {
      const { id } = (await createRequest(staff.owner.cookie)).json().product;
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: { cookie: staff.products.cookie },
        payload: {
          name: 'Brahmi Tablets 120',
          description: 'Bigger pack.',
          user_manual: 'Same dose.',
          rate: 549,
          category_id: categoryId,
          weight: 150,
          stock: 999,
        },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().product).toMatchObject({
        name: 'Brahmi Tablets 120',
        rate: 549,
        weight: 150,
        stock: 25,
      });
      expect(edited.json().product.product_images).toHaveLength(2);

      const stock = await setStock(t.app, staff.products.cookie, id, 7);
      expect(stock.json().product.stock).toBe(7);
      const negative = await setStock(t.app, staff.products.cookie, id, -1);
      expect(negative.statusCode).toBe(400);
      expect(negative.json()).toEqual({ error: 'Stock must be a whole number of 0 or more.' });
      const missing = await setStock(t.app, staff.products.cookie, 999999, 1);
      expect(missing.statusCode).toBe(404);
    });

    it.each([
      ['a negative weight', { weight: '-5' }, 'Weight must be a non-negative number.'],
      ['a rate of abc', { rate: 'abc' }, 'Rate must be a number.'],
      ['no name', { name: ' ' }, 'Name is required.'],
      ['no category', { category_id: '' }, 'Category is required.'],
      ['an unknown category', { category_id: '99999' }, 'Category not found.'],
    ])('refuses %s and stores nothing', async (_case, overrides, error) => {
      await expectCreateRefused(400, error, { fields: productFields(overrides) });
    });

    it('refuses a product without images', async () => {
      await expectCreateRefused(400, 'At least 1 image is required.', { files: [] });
    });

    it('refuses six images', async () => {
      const six = await Promise.all(
        ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'].map(png),
      );
      await expectCreateRefused(400, 'Maximum 5 images allowed.', { files: six });
    });

    it('refuses a text file named .png, judged by its content', async () => {
      const fake = asPng('notes.png', Buffer.from('just some text, not a picture'));
      const svg = asPng(
        'logo.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      );
      for (const bad of [fake, svg]) {
        await expectCreateRefused(400, 'Each image must be a JPEG, PNG or WebP picture.', {
          files: [await png(), bad],
        });
      }
    });

    it('refuses a 20 MB file with 413', async () => {
      const huge = asPng('huge.png', Buffer.alloc(20 * 1024 * 1024, 1));
      await expectCreateRefused(413, 'Each image must be at most 5 MB.', { files: [huge] });
    });

    it('refuses a JSON body on the multipart call', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/create-product',
        headers: { cookie: staff.products.cookie },
        payload: productFields(),
      });
      expect(res.statusCode).toBe(415);
    });

    it('strips metadata from stored images', async () => {
      const withExif = await (
        await import('sharp')
      )
        .default({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-location-data' } })
        .toBuffer();
      const res = await createRequest(staff.products.cookie, productFields({ name: 'Exif test' }), [
        { filename: 'a.jpg', type: 'image/jpeg', content: withExif },
      ]);
      expect(res.statusCode).toBe(201);
      const stored = await t.app.inject(res.json().product.product_images[0].image_url);
      expect(stored.rawPayload.includes(Buffer.from('secret-location-data'))).toBe(false);
    });
  });

  describe('images of an existing product', () => {
    let productId: number;
    beforeEach(async () => {
      productId = (
        await createProduct(t, { category_id: categoryId, name: `Images ${Math.random()}` }, 2)
      ).id;
    });
    /** The product's image changes in the audit log, oldest first. */
    const imageAudit = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.target_type, 'product'), eq(auditLog.target_id, String(productId))),
          )
          .orderBy(asc(auditLog.id))
      )
        .filter((row) => row.action.includes('image'))
        .map((row) => [row.actor_email, row.action, row.changes]);
    const addImages = async (count: number) => {
      const files = await Promise.all(
        Array.from({ length: count }, (_, i) => png(`#0${i}0${i}0${i}`)),
      );
      const body = multipart({}, files);
      return t.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/images`,
        payload: body.payload,
        headers: { ...body.headers, cookie: staff.products.cookie },
      });
    };

    it('adds images up to five and refuses more', async () => {
      const added = await addImages(3);
      expect(added.statusCode).toBe(200);
      expect(added.json().product.product_images).toHaveLength(5);
      const more = await addImages(1);
      expect(more.statusCode).toBe(400);
      expect(more.json()).toEqual({ error: 'Maximum 5 images allowed.' });
      // Recorded once: the refused upload is not an entry.
      expect(await imageAudit()).toEqual([
        [staff.products.user.email, 'product.images_add', { images: { from: 2, to: 5 } }],
      ]);
    });

    it('chooses the cover and removes images, never the last one', async () => {
      const { product } = (await t.app.inject(`/api/products/${productId}`)).json();
      const [first, second] = product.product_images;
      const cover = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${productId}/images/${second.id}/cover`,
        headers: { cookie: staff.products.cookie },
      });
      expect(cover.json().product.product_images.map((i: { id: number }) => i.id)).toEqual([
        second.id,
        first.id,
      ]);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${second.id}`,
        headers: { cookie: staff.products.cookie },
      });
      expect(removed.json().product.product_images.map((i: { id: number }) => i.id)).toEqual([
        first.id,
      ]);
      expect((await t.app.inject(second.image_url)).statusCode).toBe(404);
      const last = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${first.id}`,
        headers: { cookie: staff.products.cookie },
      });
      expect(last.statusCode).toBe(400);
      expect(last.json()).toEqual({ error: 'A product needs at least 1 image.' });
      expect(await imageAudit()).toEqual([
        [
          staff.products.user.email,
          'product.image_cover',
          { cover_image: { from: first.id, to: second.id } },
        ],
        [staff.products.user.email, 'product.image_remove', { images: { from: 2, to: 1 } }],
      ]);
      const shopper = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${first.id}`,
        headers: { cookie: staff.shopper.cookie },
      });
      expect(shopper.statusCode).toBe(403);
    });
  });

  describe('categories', () => {
    it('adds and edits a category, refusing a duplicate name and a bad GST', async () => {
      const added = await send('POST', '/api/categories', staff.categories.cookie, {
        name: 'Hair Care',
        description: 'Oils and shampoos',
        gst: '18',
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().category).toMatchObject({
        name: 'Hair Care',
        description: 'Oils and shampoos',
        gst: 18,
      });
      const id = added.json().category.id;

      const edited = await send('PUT', `/api/categories/${id}`, staff.categories.cookie, {
        name: 'Hair & Scalp Care',
        description: 'Oils',
        gst: 12,
      });
      expect(edited.json().category).toMatchObject({ id, name: 'Hair & Scalp Care', gst: 12 });

      const duplicate = await send('POST', '/api/categories', staff.categories.cookie, {
        name: 'hair & scalp care',
        description: 'x',
        gst: 5,
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: 'A category with this name already exists.' });
      const badGst = await send('POST', '/api/categories', staff.categories.cookie, {
        name: 'Teas',
        description: 'x',
        gst: 'five',
      });
      expect(badGst.statusCode).toBe(400);
      expect(badGst.json()).toEqual({ error: 'GST must be a valid number.' });
      const noName = await send('POST', '/api/categories', staff.categories.cookie, {
        description: 'x',
        gst: 5,
      });
      expect(noName.json()).toEqual({ error: 'Name is required.' });
      const missing = await send('PUT', '/api/categories/99999', staff.categories.cookie, {
        name: 'X',
        description: 'x',
        gst: 5,
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
