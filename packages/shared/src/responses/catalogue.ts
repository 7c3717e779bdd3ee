import { z } from 'zod';
import { percent, recordId, rupees } from './common';
import { NET_QUANTITY_UNITS } from '../pricing/unit-price';

/** A category; `gst` is a percentage, `hsn_code` is printed on tax invoices. */
const categorySchema = z.strictObject({
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
 * What a listing of packaged goods declares (null where the shop has not said), and the unit
 * sale price: the price with GST per 100 g, 100 ml or unit of the net quantity.
 */
const productDeclarations = {
  net_quantity: z.number().nullable(),
  net_quantity_unit: z.enum(NET_QUANTITY_UNITS).nullable(),
  manufacturer: z.string().nullable(),
  country_of_origin: z.string(),
  best_before: z.string().nullable(),
  licence_number: z.string().nullable(),
  unit_price: z
    .strictObject({ amount: rupees, per: z.enum(['100 g', '100 ml', 'unit']) })
    .nullable(),
};

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
  /** The maximum retail price, inclusive of all taxes, or null when none is set. */
  mrp: rupees.nullable(),
  weight: z.number().int(),
  category_id: recordId,
  category: z.string(),
  product_category: categorySchema,
  product_images: z.array(productImageSchema),
  ...productDeclarations,
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as staff see it: `stock` is what shoppers can buy (available), `on_hand` what is
 * on the shelf, `reserved` what orders hold of it (unpaid ones and paid ones not yet shipped);
 * available = on hand − reserved.
 */
const staffProductSchema = productSchema.extend({
  on_hand: z.number().int(),
  reserved: z.number().int(),
  low_stock_at: z.number().int(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** `GET /api/products/staff`: one page of the catalogue with its stock figures. */
export const staffProductListResponse = z.strictObject({
  products: z.array(staffProductSchema),
  has_more: z.boolean(),
});
export type StaffProductListResponse = z.infer<typeof staffProductListResponse>;

/** Product create and every product change (staff). */
export const staffProductResponse = z.strictObject({ product: staffProductSchema });
export type StaffProductResponse = z.infer<typeof staffProductResponse>;

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

/** `GET /api/products/{id}`. */
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
