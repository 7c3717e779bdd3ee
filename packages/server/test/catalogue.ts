import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../src/app';
import { categories, productImages, products } from '../src/db/schema';
import { createImageStore } from '../src/lib/image-store';
import { dataPaths } from '../src/lib/paths';
import type { TestApp } from './helpers';

// Categories, products with their photos, and stock, as a test's shop needs them.

/** A small real PNG, different for each colour, to stand in for a product photo. */
export const pngImage = (color = '#4a7c59', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

export async function createCategory(
  t: TestApp,
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(categories)
    .values({
      name: `Category ${randomBytes(3).toString('hex')}`,
      description: 'Herbal goods',
      gst_percent: 12,
      ...values,
    })
    .returning();
  return row!;
}

export async function createProduct(
  t: TestApp,
  values: Partial<typeof products.$inferInsert> & { category_id: number },
  imageCount = 1,
) {
  const [row] = await t.db
    .insert(products)
    .values({
      name: 'Tulsi Drops 30 ml',
      description: 'Holy basil extract in drops.',
      user_manual: 'Take 5 drops in warm water twice a day.',
      stock: 10,
      rate_paise: 19900,
      weight_grams: 120,
      ...values,
    })
    .returning();
  const store = createImageStore(dataPaths(t.config.DATA_DIR).productImages);
  for (let position = 0; position < imageCount; position++) {
    const image = await store.save(await pngImage());
    await t.db.insert(productImages).values({ ...image, product_id: row!.id, position });
  }
  return row!;
}

/** Staff setting a product's stock through the API, as the stock page does. */
export const setStock = (
  app: Pick<App, 'inject'>,
  cookie: string,
  productId: number,
  stock: number,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/stock`,
    headers: { cookie },
    payload: { stock },
  });

/**
 * Changes a product the way no instance hears of (database triggers off for this
 * transaction), so a reply showing the old value can only have come from a cache.
 */
export const writeUnannounced = (
  t: TestApp,
  id: number,
  values: Partial<typeof products.$inferInsert>,
) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set(values).where(eq(products.id, id));
  });
