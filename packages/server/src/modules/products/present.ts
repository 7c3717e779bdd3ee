import {
  itemPricePaise,
  unitPricePaise,
  paiseToRupees,
  type Product,
  type ProductImage,
  type ProductSuggestResponse,
  type StaffProduct,
} from '@shop/shared';
import type { CategoryRow, ProductImageRow, ProductRow } from '../../db/schema';
import { imageSrcset, imageUrl, thumbUrl } from '../../lib/image-store';
import { presentCategory } from '../categories/present';
import type { SuggestionRow } from './search/suggest';

/** A product with its category: what pricing needs (the GST rate and HSN code). */
export type ProductWithCategory = ProductRow & { category: CategoryRow };

export type ProductWithRelations = ProductWithCategory & { images: ProductImageRow[] };

const presentProductImage = (image: ProductImageRow): ProductImage => ({
  id: image.id,
  image_url: imageUrl(image.file_key),
  thumb_url: thumbUrl(image.file_key),
  // Left out only for an image whose variants are still being made after an upgrade.
  srcset: image.width === null ? undefined : imageSrcset(image.file_key, image.width),
});

/** Rupee figures, relation keys spelled as the API has them. */
export const presentProduct = (row: ProductWithRelations): Product => ({
  id: row.id,
  name: row.name,
  also_known_as: row.also_known_as,
  description: row.description,
  user_manual: row.user_manual,
  stock: row.stock,
  rate: paiseToRupees(row.rate_paise),
  mrp: row.mrp_paise === null ? null : paiseToRupees(row.mrp_paise),
  weight: row.weight_grams,
  category_id: row.category_id,
  category: row.category.name,
  product_category: presentCategory(row.category),
  product_images: row.images.map(presentProductImage),
  ...presentDeclarations(row),
});

/** The declarations a listing shows, with the unit sale price of the price with GST. */
function presentDeclarations(row: ProductWithRelations) {
  const unit = unitPricePaise(
    itemPricePaise(row.rate_paise, row.category.gst_percent),
    row.net_quantity,
    row.net_quantity_unit,
  );
  return {
    net_quantity: row.net_quantity,
    net_quantity_unit: row.net_quantity_unit,
    manufacturer: row.manufacturer,
    country_of_origin: row.country_of_origin,
    best_before: row.best_before,
    licence_number: row.licence_number,
    unit_price: unit ? { amount: paiseToRupees(unit.paise), per: unit.per } : null,
  };
}

/** A product with its stock figures for staff: on hand is what orders hold plus what is for sale. */
export const presentStaffProduct = (row: ProductWithRelations): StaffProduct => ({
  ...presentProduct(row),
  on_hand: row.stock + row.reserved,
  reserved: row.reserved,
  low_stock_at: row.low_stock_at,
});

/** A search-box suggestion: the cover's small rendition and the price with GST. */
export const presentSuggestion = (
  row: SuggestionRow,
): ProductSuggestResponse['products'][number] => ({
  id: row.id,
  name: row.name,
  image_url: row.cover === null ? null : thumbUrl(row.cover),
  price: paiseToRupees(itemPricePaise(row.rate_paise, row.gst_percent)),
});
