import { relations, sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, createdAt, updatedAt, requiredRef } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    gst_percent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    // Printed on tax invoices; 4, 6 or 8 digits.
    hsn_code: text('hsn_code'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    check('categories_gst_check', sql`${t.gst_percent} >= 0 and ${t.gst_percent} <= 100`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    user_manual: text('user_manual').notNull(),
    // Available: the units a shopper can buy. On hand is `stock + reserved`.
    stock: integer('stock').notNull().default(0),
    // Units held by orders: unpaid ones waiting for payment and paid ones not yet shipped.
    reserved: integer('reserved').notNull().default(0),
    rate_paise: integer('rate_paise').notNull(),
    weight_grams: integer('weight_grams').notNull().default(0),
    category_id: requiredRef('category_id', () => categories.id, 'restrict'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // What search matches, lowered once on write: a plain LIKE on it costs a fraction of
    // ILIKE, which lowers every row it tests. The newline keeps a match from spanning name
    // and description, as a search term cannot hold one.
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || chr(10) || lower(description)`),
  },
  (t) => [
    // The last line of defence against overselling: no update may take stock below zero.
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_reserved_check', sql`${t.reserved} >= 0`),
    check('products_rate_check', sql`${t.rate_paise} >= 0`),
    check('products_weight_check', sql`${t.weight_grams} >= 0`),
    index('products_category_idx').on(t.category_id),
    // A trigram index keeps `LIKE '%term%'` fast for rare terms on a large catalogue.
    index('products_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serialId(),
    product_id: requiredRef('product_id', () => products.id, 'cascade'),
    // Base name of the stored files: `<file_key>.webp`, `<file_key>-thumb.webp` and the
    // `srcset` variants `<file_key>-320.webp` and `<file_key>-640.webp`.
    file_key: text('file_key').notNull().unique(),
    // The display file's width in pixels, recorded once the variants exist; null for an
    // image stored before variants were made, until start-up makes them.
    width: integer('width'),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.position)],
);

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.category_id], references: [categories.id] }),
  images: many(productImages),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.product_id], references: [products.id] }),
}));

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
