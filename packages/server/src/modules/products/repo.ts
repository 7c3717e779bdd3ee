import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { productImages, products } from '../../db/schema';
import type { ProductWithRelations } from './present';

export type ProductFilter = { search?: string; category_id?: number; limit: number; offset: number };

/** `%` and `_` typed by a shopper are literal characters, not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere({ search, category_id }: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
  }
  if (category_id) conditions.push(eq(products.category_id, category_id));
  return conditions.length ? and(...conditions) : undefined;
}

const withRelations = {
  category: true as const,
  images: { orderBy: [asc(productImages.position), asc(productImages.id)] },
};

export async function findProducts(db: Queryable, filter: ProductFilter) {
  const where = filterWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.query.products.findMany({
      where,
      with: withRelations,
      orderBy: [asc(products.id)],
      limit: filter.limit,
      offset: filter.offset,
    }),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows: rows as ProductWithRelations[], total: Number(total?.value ?? 0) };
}

export async function findProduct(db: Queryable, id: number) {
  const row = await db.query.products.findFirst({
    where: eq(products.id, id),
    with: withRelations,
  });
  return row as ProductWithRelations | undefined;
}
