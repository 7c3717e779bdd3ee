import { z } from 'zod';
import { percent, recordId, rupees } from './common';

/** A category; `gst` is a percentage, `hsn_code` is printed on tax invoices. */
export const categorySchema = z.strictObject({
  id: recordId,
  name: z.string(),
  description: z.string(),
  gst: percent,
  hsn_code: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** Paths on the API host (`/images/products/<file>`). */
export const productImageSchema = z.strictObject({
  id: recordId,
  image_url: z.string(),
  thumb_url: z.string(),
  /** Responsive widths for `<img srcset>`; absent while an older image's variants are made. */
  srcset: z.string().optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * A product as shoppers and staff both see it: `rate` in rupees without GST, `weight` in
 * grams, `category` the category's name beside the full `product_category`.
 */
export const productSchema = z.strictObject({
  id: recordId,
  name: z.string(),
  /** Other names: Indian-language names in both scripts, usual spellings, English, botanical. */
  also_known_as: z.array(z.string()),
  description: z.string(),
  user_manual: z.string(),
  stock: z.number().int(),
  rate: rupees,
  weight: z.number().int(),
  category_id: recordId,
  category: z.string(),
  product_category: categorySchema,
  product_images: z.array(productImageSchema),
});
export type Product = z.infer<typeof productSchema>;

/**
 * `GET /api/products`: one page of the catalogue. A search that matches nothing also answers
 * `did_you_mean`: a query close to it that finds products, or null.
 */
export const productListResponse = z.strictObject({
  products: z.array(productSchema),
  has_more: z.boolean(),
  did_you_mean: z.string().nullable().optional(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/** `GET /api/products/{id}`, product create and every product change. */
export const productResponse = z.strictObject({ product: productSchema });
export type ProductResponse = z.infer<typeof productResponse>;

/** `GET /api/categories`. */
export const categoryListResponse = z.strictObject({ categories: z.array(categorySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponse>;

/** `GET /api/categories/{id}`, category create and update. */
export const categoryResponse = z.strictObject({ category: categorySchema });
export type CategoryResponse = z.infer<typeof categoryResponse>;

/** `GET /api/products/suggest`: products for the search box, `price` in rupees with GST. */
export const productSuggestResponse = z.strictObject({
  products: z.array(
    z.strictObject({
      id: recordId,
      name: z.string(),
      image_url: z.string().nullable(),
      price: rupees,
    }),
  ),
});
export type ProductSuggestResponse = z.infer<typeof productSuggestResponse>;
