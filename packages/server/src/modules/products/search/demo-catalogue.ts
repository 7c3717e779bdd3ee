// The demo catalogue's categories and products with their other names, without images: what
// the search tests search, so relevance is judged on the catalogue a shop starts with.
import type { Queryable } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import { seedCategories, seedProducts } from '../../../db/seed/catalogue-data';
import { seedProductRow } from '../../../db/seed';

/** Inserts the demo catalogue; answers product ids by name. */
export async function insertDemoCatalogue(db: Queryable) {
  const categoryRows = await db
    .insert(categories)
    .values(
      seedCategories.map(({ name, description, gst }) => ({ name, description, gst_percent: gst })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(
    seedCategories.map((c) => [c.key, categoryRows.find((row) => row.name === c.name)!.id]),
  );
  const rows = await db
    .insert(products)
    .values(
      seedProducts.map((product) => seedProductRow(product, categoryId.get(product.categoryKey)!)),
    )
    .returning({ id: products.id, name: products.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}
