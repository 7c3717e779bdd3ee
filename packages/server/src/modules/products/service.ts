import {
  formatPaise,
  itemPricePaise,
  MAX_PRODUCT_IMAGES,
  messages,
  paiseToRupees,
  rupeesToPaise,
  type ProductBody,
  type ProductUpdateBody,
} from '@shop/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { audit, type AuditActor, auditCreated, auditUpdated } from '../../lib/audit';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/errors';
import { setOnHand as setOnHandRow } from '../orders/domain/stock';
import type { ImageStore, StoredImage } from '../../lib/image-store';
import { findCategory } from '../categories/read-model';
import { findProduct, imagesOfProduct } from './repo';

function assertImageCount(count: number) {
  if (count < 1) throw badRequest(messages.product.imageRequired);
  if (count > MAX_PRODUCT_IMAGES) throw badRequest(messages.product.maxImages);
}

async function assertCategoryExists(db: Db, categoryId: number) {
  const category = await findCategory(db, categoryId);
  if (!category) throw badRequest(messages.errors.categoryNotFound);
  return category;
}

/**
 * The MRP includes every tax, so it may not be below the selling price with GST. An edit that
 * leaves the MRP out keeps the stored one (`keptPaise`), which the new price must not pass either.
 */
function mrpColumn(body: ProductUpdateBody, gstPercent: number, keptPaise: number | null = null) {
  if (body.mrp === null) return { mrp_paise: null };
  const mrpPaise = body.mrp === undefined ? keptPaise : rupeesToPaise(body.mrp);
  if (mrpPaise === null) return {};
  const pricePaise = itemPricePaise(rupeesToPaise(body.rate), gstPercent);
  if (mrpPaise < pricePaise)
    throw badRequest(messages.promotions.mrpBelowPrice(formatPaise(pricePaise)));
  return body.mrp === undefined ? {} : { mrp_paise: mrpPaise };
}

const productColumns = (body: ProductUpdateBody) => ({
  name: body.name,
  description: body.description,
  user_manual: body.user_manual,
  rate_paise: rupeesToPaise(body.rate),
  weight_grams: Math.round(body.weight ?? 0),
  category_id: body.category_id,
  // Left out of an edit, the names stay as they were.
  ...(body.also_known_as !== undefined && { also_known_as: body.also_known_as }),
  ...declarationColumns(body),
});

type ProductRow = typeof products.$inferSelect;

/** What the audit log keeps of a product, money in rupees. */
const recorded = (row: ProductRow) => ({
  name: row.name,
  description: row.description,
  user_manual: row.user_manual,
  rate: paiseToRupees(row.rate_paise),
  weight: row.weight_grams,
  category_id: row.category_id,
  also_known_as: row.also_known_as,
  mrp: row.mrp_paise === null ? null : paiseToRupees(row.mrp_paise),
});

const productRow = async (db: Queryable, id: number) =>
  (await db.select().from(products).where(eq(products.id, id)).for('update'))[0];

const productTarget = (id: number) => ({ type: 'product', id });
/** Declarations left out stay as they were; cleared ones become null (the country: India). */
function declarationColumns(body: ProductUpdateBody) {
  const quantity =
    typeof body.net_quantity === 'number' && body.net_quantity_unit
      ? { net_quantity: body.net_quantity, net_quantity_unit: body.net_quantity_unit }
      : body.net_quantity === null || body.net_quantity_unit === null
        ? { net_quantity: null, net_quantity_unit: null }
        : {};
  const texts = (['manufacturer', 'best_before', 'licence_number'] as const).filter(
    (field) => body[field] !== undefined,
  );
  return {
    ...quantity,
    ...Object.fromEntries(texts.map((field) => [field, body[field]])),
    ...(body.country_of_origin !== undefined && {
      country_of_origin: body.country_of_origin ?? 'India',
    }),
    ...(body.low_stock_at !== undefined && { low_stock_at: body.low_stock_at }),
  };
}

/** Stores the images, then the rows; if the rows fail the files go too. */
async function withStoredImages<T>(
  images: ImageStore,
  uploads: Buffer[],
  write: (stored: StoredImage[]) => Promise<T>,
) {
  const stored = await images.saveUploads(uploads);
  try {
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((image) => images.remove(image.file_key)));
    throw error;
  }
}

const productFound = foundOr404(messages.errors.productNotFound);

const loadProduct = async (db: Db, id: number) => productFound(await findProduct(db, id));

export async function createProduct(
  db: Db,
  images: ImageStore,
  body: ProductBody,
  uploads: Buffer[],
  who: AuditActor,
) {
  assertImageCount(uploads.length);
  const category = await assertCategoryExists(db, body.category_id);
  const mrp = mrpColumn(body, category.gst_percent);
  const id = await withStoredImages(images, uploads, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...productColumns(body), ...mrp, stock: body.stock })
        .returning();
      await auditCreated(tx, who, productTarget(row!.id), {
        ...recorded(row!),
        stock: row!.stock,
        images: stored.length,
      });
      await tx
        .insert(productImages)
        .values(stored.map((image, position) => ({ ...image, product_id: row!.id, position })));
      return row!.id;
    }),
  );
  return loadProduct(db, id);
}

export async function updateProduct(db: Db, id: number, body: ProductUpdateBody, who: AuditActor) {
  const current = await loadProduct(db, id);
  const category = await assertCategoryExists(db, body.category_id);
  const mrp = mrpColumn(body, category.gst_percent, current.mrp_paise);
  await db.transaction(async (tx) => {
    const before = await productRow(tx, id);
    const [after] = await tx
      .update(products)
      .set({ ...productColumns(body), ...mrp, updated_at: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!before || !after) throw notFound(messages.errors.productNotFound);
    await auditUpdated(tx, who, productTarget(id), recorded(before), recorded(after));
  });
  return loadProduct(db, id);
}

/**
 * Sets what is on the shelf (on hand); shoppers can buy it less what orders hold. One
 * conditional update, so a hold taken or released meanwhile is counted, never overwritten.
 */
export async function setOnHand(db: Db, id: number, onHand: number, who: AuditActor) {
  const set = await db.transaction(async (tx) => {
    const before = await productRow(tx, id);
    if (!before || !(await setOnHandRow(tx, id, onHand))) return false;
    await audit(tx, who, {
      action: 'product.stock',
      target: productTarget(id),
      changes: { on_hand: { from: before.stock + before.reserved, to: onHand } },
    });
    return true;
  });
  if (!set) {
    const product = await loadProduct(db, id);
    throw conflict(messages.orders.onHandBelowReserved(product.reserved));
  }
  return loadProduct(db, id);
}

/**
 * Adds images to a product, keeping the bound of 5. The row lock on the product makes two
 * uploads at once count each other's images.
 */
export async function addImages(
  db: Db,
  images: ImageStore,
  id: number,
  uploads: Buffer[],
  who: AuditActor,
) {
  if (uploads.length === 0) throw badRequest(messages.product.imageRequired);
  await loadProduct(db, id);
  await withStoredImages(images, uploads, (stored) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select id from products where id = ${id} for update`);
      const [existing] = await tx
        .select({ n: count() })
        .from(productImages)
        .where(eq(productImages.product_id, id));
      const have = Number(existing?.n ?? 0);
      if (have + stored.length > MAX_PRODUCT_IMAGES) throw badRequest(messages.product.maxImages);
      await tx
        .insert(productImages)
        .values(stored.map((image, i) => ({ ...image, product_id: id, position: have + i })));
      await audit(tx, who, {
        action: 'product.images_add',
        target: productTarget(id),
        changes: { images: { from: have, to: have + stored.length } },
      });
    }),
  );
  return loadProduct(db, id);
}

export async function removeImage(
  db: Db,
  images: ImageStore,
  id: number,
  imageId: number,
  who: AuditActor,
) {
  const removed = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from products where id = ${id} for update`);
    const list = await imagesOfProduct(tx, id);
    const image = list.find((row) => row.id === imageId);
    if (!image) throw notFound(messages.product.imageNotFound);
    if (list.length === 1) throw badRequest(messages.product.lastImage);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await audit(tx, who, {
      action: 'product.image_remove',
      target: productTarget(id),
      changes: { images: { from: list.length, to: list.length - 1 } },
    });
    return image;
  });
  await images.remove(removed.file_key);
  return loadProduct(db, id);
}

/** Makes one image the cover (first position); the others keep their order after it. */
export async function setCover(db: Db, id: number, imageId: number, who: AuditActor) {
  await db.transaction(async (tx) => {
    const list = await imagesOfProduct(tx, id);
    const cover = list.find((row) => row.id === imageId);
    if (!cover) throw notFound(messages.product.imageNotFound);
    const ordered = [cover, ...list.filter((row) => row.id !== imageId)];
    for (const [position, row] of ordered.entries()) {
      await tx
        .update(productImages)
        .set({ position })
        .where(and(eq(productImages.id, row.id), eq(productImages.product_id, id)));
    }
    if (list[0]?.id !== imageId)
      await audit(tx, who, {
        action: 'product.image_cover',
        target: productTarget(id),
        changes: { cover_image: { from: list[0]?.id ?? null, to: imageId } },
      });
  });
  return loadProduct(db, id);
}
