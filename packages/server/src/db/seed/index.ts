import { randomBytes } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { gstStateCode, rupeesToPaise } from '@shop/shared';
import type { Db, Queryable } from '../client';
import { categories, charges, deliveryStates, productImages, products, users } from '../schema';
import type { ImageStore, StoredImage } from '../../lib/image-store';
import { hashPassword } from '../../lib/passwords';
import { seedCategories, seedProducts, type SeedProduct } from './catalogue-data';
import { otherNames } from './other-names';
import { seedDeclarations } from './declarations';
import { seedDeliveryStates } from './delivery-states';
import { renderProductArt } from './render-art';

export const SEED_LOCK = 7_301_002;

export type SeedResult = { adminEmail: string; generatedPassword?: string; createdAdmin: boolean };

/** The first admin: a super_user who can open every staff area and appoint the rest. */
async function seedAdmin(db: Queryable, email: string, password?: string): Promise<SeedResult> {
  const [existing] = await db.select({ value: count() }).from(users);
  if (Number(existing?.value) > 0) return { adminEmail: email, createdAdmin: false };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  await db.insert(users).values({
    first_name: 'Shop',
    last_name: 'Admin',
    email,
    password_hash: await hashPassword(password ?? generatedPassword!),
    is_admin: true,
    permissions: ['super_user'],
    activated_at: new Date(),
  });
  return { adminEmail: email, generatedPassword, createdAdmin: true };
}

/** Runs `fn` over `items`, `limit` at a time, keeping the results in order. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

const drawImages = async (images: ImageStore, product: SeedProduct) =>
  Promise.all((await renderProductArt(product)).map((art) => images.save(art)));

const hasProducts = async (db: Queryable) =>
  Number((await db.select({ value: count() }).from(products))[0]?.value) > 0;

/** A demo product as its row, with the names it is also known by. */
export const seedProductRow = (product: SeedProduct, categoryId: number) => ({
  name: product.name,
  also_known_as: otherNames[product.name] ?? [],
  description: product.description,
  user_manual: product.user_manual,
  stock: product.stock,
  rate_paise: rupeesToPaise(product.rate),
  weight_grams: product.weight,
  category_id: categoryId,
  ...seedDeclarations(product),
});

/**
 * A believable store to browse on first start: categories, products with images, rates, a fee.
 * `stored` are the product images, already drawn and saved, in catalogue order.
 */
async function seedDemoCatalogue(db: Queryable, stored: StoredImage[][]) {
  await db
    .insert(categories)
    .values(
      seedCategories.map(({ name, description, gst, hsn }) => ({
        name,
        description,
        gst_percent: gst,
        hsn_code: hsn,
      })),
    )
    .onConflictDoNothing();
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      inArray(
        categories.name,
        seedCategories.map((c) => c.name),
      ),
    );
  const categoryIds = new Map(
    seedCategories.map((c) => [c.key, categoryRows.find((row) => row.name === c.name)?.id]),
  );

  // Rows go in in catalogue order so product ids are the same on every fresh start.
  for (const [index, product] of seedProducts.entries()) {
    const [row] = await db
      .insert(products)
      .values(seedProductRow(product, categoryIds.get(product.categoryKey)!))
      .returning({ id: products.id });
    await db
      .insert(productImages)
      .values(
        stored[index]!.map((image, position) => ({ ...image, product_id: row!.id, position })),
      );
  }

  await db
    .insert(deliveryStates)
    .values(
      seedDeliveryStates.map((s) => ({
        name: s.name,
        delivery_rate_paise: rupeesToPaise(s.delivery_rate),
        additional_rate_paise: rupeesToPaise(s.additional_rate),
        gst_state_code: gstStateCode(s.name) ?? null,
      })),
    )
    .onConflictDoNothing();

  await db.insert(charges).values({
    type: 'Payment Gateway',
    amount: '2%',
    description: 'Card and UPI processing fee charged by the payment gateway.',
  });
}

/**
 * Seeds an empty database in one transaction, so a first start killed half-way leaves nothing
 * behind and the next start simply seeds again. Image files are written first; an interrupted
 * start leaves its few unreferenced files behind, which nothing serves.
 */
export async function seedDatabase(opts: {
  db: Db;
  images: ImageStore;
  adminEmail: string;
  adminPassword?: string;
  demo: boolean;
  /** Progress for the operator watching a first start. */
  progress?: (message: string) => void;
}): Promise<SeedResult> {
  const { db, images, progress = () => {} } = opts;
  const seedDemo = opts.demo && !(await hasProducts(db));
  // Drawing the art is the slow part, done a few products at a time.
  if (seedDemo) progress('First start: drawing the demo product images…');
  const storedImages = seedDemo
    ? await mapLimited(seedProducts, 3, (product) => drawImages(images, product))
    : [];
  if (seedDemo) progress('First start: writing the demo catalogue…');
  return db.transaction(async (tx) => {
    const result = await seedAdmin(tx, opts.adminEmail, opts.adminPassword);
    if (seedDemo && !(await hasProducts(tx))) await seedDemoCatalogue(tx, storedImages);
    return result;
  });
}
