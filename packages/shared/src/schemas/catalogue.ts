import { z } from 'zod';
import { HSN_CODE_PATTERN } from '../gst/hsn';
import { messages } from '../messages';
import { NET_QUANTITY_UNITS } from '../pricing/unit-price';
import {
  MAX_INT,
  MAX_RUPEES,
  nonNegativeInt,
  numberField,
  optionalCode,
  positiveInt,
  requiredText,
  rupeeAmount,
  text,
  TEXT_LIMITS,
} from './common';

const SEARCH_MAX_LENGTH = 100;
export const PRODUCT_PAGE_SIZE = 48;
const PRODUCT_PAGE_MAX = 200;
export const MAX_PRODUCT_IMAGES = 5;
export const MAX_OTHER_NAMES = 30;

export const productListQuery = z.object({
  // An empty search box means no filter.
  search: text(
    'search',
    { max: SEARCH_MAX_LENGTH, tooLong: messages.search.tooLong },
    messages.search.invalid,
  )
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  category_id: numberField(
    z
      .number({ error: messages.search.categoryInvalid })
      .int(messages.search.categoryInvalid)
      .positive(messages.search.categoryInvalid)
      .max(MAX_INT, messages.search.categoryInvalid)
      .optional(),
  ),
  // Paged so the listing stays fast on a large catalogue (docs/decisions/005-catalogue-paging.md).
  limit: numberField(
    z
      .number({ error: messages.search.pageInvalid })
      .int(messages.search.pageInvalid)
      .min(1, messages.search.pageInvalid)
      .max(PRODUCT_PAGE_MAX, messages.search.pageInvalid)
      .default(PRODUCT_PAGE_SIZE),
  ),
  offset: numberField(
    z
      .number({ error: messages.search.pageInvalid })
      .int(messages.search.pageInvalid)
      .min(0, messages.search.pageInvalid)
      .max(MAX_INT, messages.search.pageInvalid)
      .default(0),
  ),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

const longText = { max: TEXT_LIMITS.long, multiline: true };

/** Text as a JSON array (`["tulasi","holy basil"]`), or one name; lists pass through. */
function asNameList(value: unknown) {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('[')) return trimmed === '' ? [] : [trimmed];
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}

/**
 * The names a product is also known by: a JSON array, or on the multipart form repeated
 * fields or one field holding a JSON array. Blank and repeated names are dropped.
 */
const alsoKnownAs = z.preprocess(
  asNameList,
  z
    .array(text('also_known_as', { max: TEXT_LIMITS.name }), {
      error: messages.product.otherNamesInvalid,
    })
    .transform((names) => [...new Set(names.filter((name) => name !== ''))])
    .pipe(z.array(z.string()).max(MAX_OTHER_NAMES, messages.product.otherNamesTooMany)),
);

/** A declaration's text: left out it stays as it was, empty it is cleared (null). */
const declarationText = (field: string, max: number = TEXT_LIMITS.name) =>
  text(field, { max })
    .transform((value) => (value === '' ? null : value))
    .optional();

/**
 * What the law asks a listing of packaged goods to show, and the product's low-stock level.
 * Each may be left out (the product keeps what it had); a product may be saved without them.
 */
const declarationFields = {
  net_quantity: numberField(
    z
      .number({ error: messages.declarations.netQuantityInvalid })
      .positive(messages.declarations.netQuantityInvalid)
      .max(1_000_000, messages.declarations.netQuantityInvalid)
      .nullable()
      .optional(),
  ),
  net_quantity_unit: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.enum(NET_QUANTITY_UNITS, messages.declarations.netQuantityUnitInvalid).nullable(),
    )
    .optional(),
  manufacturer: declarationText('manufacturer', 500),
  country_of_origin: declarationText('country_of_origin'),
  best_before: declarationText('best_before'),
  licence_number: declarationText('licence_number'),
  low_stock_at: nonNegativeInt(messages.declarations.lowStockAtInvalid).optional(),
};

/** The declaration fields' names, as the product form and its multipart body list them. */
export const DECLARATION_FIELDS = Object.keys(
  declarationFields,
) as (keyof typeof declarationFields)[];

/** Net quantity and unit are sent together or not at all. */
const pairedQuantity = (body: {
  net_quantity?: number | null;
  net_quantity_unit?: string | null;
}) => (typeof body.net_quantity === 'number') === (typeof body.net_quantity_unit === 'string');

const productFields = {
  name: requiredText(messages.product.nameRequired, 'name', { max: TEXT_LIMITS.name }),
  description: requiredText(messages.product.descriptionRequired, 'description', longText),
  user_manual: requiredText(messages.product.userManualRequired, 'user_manual', longText),
  rate: rupeeAmount(messages.product.rateInvalid),
  category_id: positiveInt(messages.product.categoryRequired),
  weight: numberField(
    z
      .number({ error: messages.product.weightInvalid })
      .min(0, messages.product.weightInvalid)
      .max(MAX_INT, messages.product.weightInvalid)
      .optional(),
  ),
  /** Rupees, inclusive of all taxes; blank or null means none. Checked against the price with GST. */
  mrp: numberField(
    z
      .number({ error: messages.promotions.mrpInvalid })
      .min(0, messages.promotions.mrpInvalid)
      .max(MAX_RUPEES, messages.promotions.mrpInvalid)
      .nullable()
      .optional(),
  ),
  /** Left out on an edit, the names stay as they were. */
  also_known_as: alsoKnownAs.optional(),
  ...declarationFields,
};

const stock = nonNegativeInt(messages.product.stockInvalid);

/** Create: multipart fields, so numbers arrive as text. Images are checked by the upload handler. */
export const productBody = z.object({ ...productFields, stock }).refine(pairedQuantity, {
  message: messages.declarations.netQuantityPair,
  path: ['net_quantity'],
});
export type ProductBody = z.infer<typeof productBody>;

/** Edit: stock is changed on its own call and images are not part of the form. */
export const productUpdateBody = z.object(productFields).refine(pairedQuantity, {
  message: messages.declarations.netQuantityPair,
  path: ['net_quantity'],
});
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

export const stockBody = z.object({ stock });
export type StockBody = z.infer<typeof stockBody>;

export const categoryBody = z.object({
  name: requiredText(messages.category.nameRequired, 'name', { max: TEXT_LIMITS.name }),
  description: requiredText(messages.category.descriptionRequired, 'description', longText),
  gst: numberField(
    z
      .number({ error: messages.category.gstInvalid })
      .min(0, messages.category.gstInvalid)
      .max(100, messages.category.gstInvalid),
  ),
  hsn_code: optionalCode(HSN_CODE_PATTERN, messages.category.hsnInvalid),
});
export type CategoryBody = z.infer<typeof categoryBody>;

/** `GET /api/products/suggest?q=`: what the shopper has typed so far. */
export const productSuggestQuery = z.object({
  q: text('q', { max: SEARCH_MAX_LENGTH, tooLong: messages.search.suggestInvalid })
    .optional()
    .transform((text) => text ?? ''),
});
export type ProductSuggestQuery = z.infer<typeof productSuggestQuery>;
