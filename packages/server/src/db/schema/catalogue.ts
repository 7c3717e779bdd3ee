import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NetQuantityUnit } from '@shop/shared';
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
    // The maximum retail price on the pack, inclusive of all taxes; at least the price with GST.
    mrp_paise: integer('mrp_paise'),
    weight_grams: integer('weight_grams').notNull().default(0),
    category_id: requiredRef('category_id', () => categories.id, 'restrict'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Other names the product is known by: Indian-language names in their own script and in
    // Latin letters, usual spellings, English and botanical names (older ones too).
    also_known_as: jsonb('also_known_as').$type<string[]>().notNull().default([]),
    // Available units at or under this count as low stock.
    low_stock_at: integer('low_stock_at').notNull().default(5),
    // The declarations a listing of packaged goods shows (docs/decisions/030).
    net_quantity: numeric('net_quantity', { precision: 12, scale: 3, mode: 'number' }),
    net_quantity_unit: text('net_quantity_unit').$type<NetQuantityUnit>(),
    manufacturer: text('manufacturer'),
    country_of_origin: text('country_of_origin').notNull().default('India'),
    best_before: text('best_before'),
    licence_number: text('licence_number'),
  },
  (t) => [
    // The last line of defence against overselling: no update may take stock below zero.
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_reserved_check', sql`${t.reserved} >= 0`),
    check('products_rate_check', sql`${t.rate_paise} >= 0`),
    check('products_mrp_check', sql`${t.mrp_paise} is null or ${t.mrp_paise} >= 0`),
    check('products_weight_check', sql`${t.weight_grams} >= 0`),
    index('products_category_idx').on(t.category_id),
    check('products_low_stock_at_check', sql`${t.low_stock_at} >= 0`),
    check(
      'products_net_quantity_check',
      sql`(${t.net_quantity} is null and ${t.net_quantity_unit} is null) or (${t.net_quantity} > 0 and ${t.net_quantity_unit} in ('g', 'kg', 'ml', 'l', 'count'))`,
    ),
    check('products_also_known_as_check', sql`jsonb_typeof(${t.also_known_as}) = 'array'`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads of a product, kept by database triggers on products and categories
 * (migration 0013): its words weighted A name, B other names, C category, D description, and
 * what ranking and the category filter need without a join.
 */
export const productSearch = pgTable(
  'product_search',
  {
    product_id: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    category_id: integer('category_id').notNull(),
    in_stock: boolean('in_stock').notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.vector),
    index('product_search_rank_idx').on(t.in_stock.desc(), t.product_id),
    // Each tier's own words (migration 0024): the name's, and the name's and other names'.
    index('product_search_name_idx').using('gin', sql`ts_filter(${t.vector}, '{a}')`),
    index('product_search_named_idx').using('gin', sql`ts_filter(${t.vector}, '{a,b}')`),
  ],
);

/** Every word of the catalogue (4+ letters, not numbers), for typo matching and "Did you mean". */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** In some product's name or other names. */
    named: boolean('named').notNull().default(false),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
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
