import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories, productImages, products, type ProductImageRow } from '../../db/schema';
import type { ProductWithRelations } from './present';

export type ProductFilter = {
  search?: string;
  category_id?: number;
  limit: number;
  offset: number;
};

/** `%` and `_` typed by a shopper are literal characters, not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere({
  search,
  category_id,
}: Omit<ProductFilter, 'limit' | 'offset'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
  }
  if (category_id) conditions.push(eq(products.category_id, category_id));
  return conditions.length ? and(...conditions) : undefined;
}

// Two plain queries (rows, then their images) measured faster than one nested JSON query.
const selectWithCategory = (db: Queryable) =>
  db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id));

async function attachImages(
  db: Queryable,
  rows: { product: typeof products.$inferSelect; category: typeof categories.$inferSelect }[],
): Promise<ProductWithRelations[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(productImages)
    .where(
      inArray(
        productImages.product_id,
        rows.map((r) => r.product.id),
      ),
    )
    .orderBy(asc(productImages.position), asc(productImages.id));
  const byProduct = new Map<number, ProductImageRow[]>();
  for (const image of images) {
    const list = byProduct.get(image.product_id) ?? [];
    list.push(image);
    byProduct.set(image.product_id, list);
  }
  return rows.map(({ product, category }) => ({
    ...product,
    category,
    images: byProduct.get(product.id) ?? [],
  }));
}

/**
 * One page of products. One row more than asked tells whether another page exists, which
 * spares counting every match on each request.
 */
export async function findProducts(db: Queryable, filter: ProductFilter) {
  const rows = await selectWithCategory(db)
    .where(filterWhere(filter))
    .orderBy(asc(products.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  const hasMore = rows.length > filter.limit;
  return { rows: await attachImages(db, rows.slice(0, filter.limit)), hasMore };
}

export async function findProduct(db: Queryable, id: number) {
  const rows = await selectWithCategory(db).where(eq(products.id, id));
  const [product] = await attachImages(db, rows);
  return product;
}
