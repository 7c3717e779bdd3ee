import { productListQuery, STOREFRONT_PAGE_SIZE } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import { catalogueKeys } from '../../lib/catalogue-cache';
import { presentCategory } from '../categories/present';
import { listCategories } from '../categories/read-model';
import { presentProduct } from '../products/present';
import { findProduct, findProducts } from '../products/read-model';

/**
 * The catalogue bodies a page inlines, read through the catalogue cache under the very keys
 * the API uses: a page and the API call it stands for share one build and one invalidation,
 * and the bytes are the API's own.
 */
export function catalogueBodies(app: FastifyInstance) {
  const { db } = app.database;
  const firstPage = productListQuery.parse({ limit: String(STOREFRONT_PAGE_SIZE) });
  return {
    firstPage: () =>
      app.catalogue.get(catalogueKeys.list(firstPage), async () => {
        const { rows, hasMore } = await findProducts(db, firstPage);
        return { products: rows.map(presentProduct), has_more: hasMore };
      }),
    categories: () =>
      app.catalogue.get(catalogueKeys.categories, async () => ({
        categories: (await listCategories(db)).map(presentCategory),
      })),
    /** Undefined for a product that does not exist; a miss is not cached, as in the API. */
    product: async (id: number) => {
      try {
        return await app.catalogue.get(catalogueKeys.product(id), async () => {
          const product = await findProduct(db, id);
          if (!product) throw new ProductMissing();
          return { product: presentProduct(product) };
        });
      } catch (error) {
        if (error instanceof ProductMissing) return undefined;
        throw error;
      }
    },
    /** What the sitemap lists; a `list:` key, so every product change drops it. */
    sitemap: () =>
      app.catalogue.get(catalogueKeys.list({ sitemap: true }), async () => ({
        products: await db
          .select({ id: products.id, updated_at: products.updated_at })
          .from(products)
          .orderBy(asc(products.id)),
        categories: await db
          .select({ id: categories.id })
          .from(categories)
          .orderBy(asc(categories.id)),
      })),
  };
}

class ProductMissing extends Error {}

export type SitemapBody = {
  products: { id: number; updated_at: string }[];
  categories: { id: number }[];
};
