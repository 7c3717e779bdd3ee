import { asc, desc, eq, gt, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  categories,
  orderProducts,
  orders,
  productImages,
  products,
  type ProductImageRow,
} from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import type { ProductWithCategory, ProductWithRelations } from './present';

/** A listing without search (search is `search/search.ts`). */
export type ProductFilter = {
  category_id?: number;
  limit: number;
  offset: number;
};

// Two plain queries (rows, then their images) measured faster than one nested JSON query.
const selectWithCategory = (db: Queryable) =>
  db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id));

/** One product's images, cover first (a placeholder for a prepared statement's id). */
export const imagesOfProduct = (db: Queryable, productId: number | Placeholder) =>
  db
    .select()
    .from(productImages)
    .where(eq(productImages.product_id, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));

/** The images of these products, cover first, grouped by product id. */
export async function imagesByProduct(db: Queryable, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, ProductImageRow[]>();
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.product_id, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return groupBy(rows, (row) => row.product_id);
}

async function attachImages(
  db: Queryable,
  rows: { product: typeof products.$inferSelect; category: typeof categories.$inferSelect }[],
): Promise<ProductWithRelations[]> {
  const images = await imagesByProduct(
    db,
    rows.map((r) => r.product.id),
  );
  return rows.map(({ product, category }) => ({
    ...product,
    category,
    images: images.get(product.id) ?? [],
  }));
}

/**
 * One page of products. One row more than asked tells whether another page exists, which
 * spares counting every match on each request.
 */
export async function findProducts(db: Queryable, filter: ProductFilter) {
  const rows = await selectWithCategory(db)
    .where(filter.category_id ? eq(products.category_id, filter.category_id) : undefined)
    .orderBy(asc(products.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  const hasMore = rows.length > filter.limit;
  return { rows: await attachImages(db, rows.slice(0, filter.limit)), hasMore };
}

// One product, with its category and images, is read by every order placed: prepared once.
const productById = preparedPerDatabase((db) =>
  selectWithCategory(db)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_by_id'),
);
const imagesOfProductById = preparedPerDatabase((db) =>
  imagesOfProduct(db, sql.placeholder('id')).prepare('images_of_product'),
);

/** A product with its category, without its images: what pricing an order reads. */
export async function findProductWithCategory(
  db: Queryable,
  id: number,
): Promise<ProductWithCategory | undefined> {
  const [row] = await productById(db).execute({ id });
  return row && { ...row.product, category: row.category };
}

export async function findProduct(db: Queryable, id: number) {
  const product = await findProductWithCategory(db, id);
  if (!product) return undefined;
  const images = await imagesOfProductById(db).execute({ id });
  return { ...product, images } satisfies ProductWithRelations;
}

/** These products, in the order of `ids`. */
export async function findProductsByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectWithCategory(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return attachImages(db, ordered);
}

/** Popularity counts the units ordered over this many days. */
const POPULAR_DAYS = 90;

/**
 * The products shoppers order most (units over the last 90 days), in stock; a shop with few
 * orders fills up with its first products.
 */
export async function findPopularProducts(db: Queryable, limit: number) {
  const sold = db
    .select({
      product_id: orderProducts.product_id,
      units: sql<number>`sum(${orderProducts.qty})`.as('units'),
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.order_id))
    .where(sql`${orders.created_at} > now() - make_interval(days => ${POPULAR_DAYS})`)
    .groupBy(orderProducts.product_id)
    .as('sold');
  const rows = await selectWithCategory(db)
    .leftJoin(sold, eq(sold.product_id, products.id))
    .where(gt(products.stock, 0))
    .orderBy(desc(sql`coalesce(${sold.units}, 0)`), asc(products.id))
    .limit(limit);
  return attachImages(
    db,
    rows.map(({ product, category }) => ({ product, category })),
  );
}
