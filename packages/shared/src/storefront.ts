/**
 * What the server writes into a shopper page's HTML so the first paint needs no API round
 * trip, and the image `sizes` both the page and the server's `<link rel=preload>` use (the
 * browser only reuses a preloaded image when srcset and sizes match exactly).
 */

/** `<script id="shop-data" type="application/json">` in the served HTML. */
export const SHOP_DATA_ELEMENT_ID = 'shop-data';

/** Products per page of the storefront listing ("Load more" asks for the next page). */
export const STOREFRONT_PAGE_SIZE = 24;

/** The search box suggests products after this many characters, and at most this many. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 6;

/** Popular products shown beside a search that found nothing. */
export const POPULAR_PRODUCTS = 8;

/**
 * Each field is the exact body the API answers for that call:
 * `products` — GET /api/products?limit=STOREFRONT_PAGE_SIZE (first page, no filter);
 * `categories` — GET /api/categories; `product` — GET /api/products/{id};
 * `shop` — GET /api/shop (on every page: the footer's contact details).
 */
export interface ShopData {
  products?: unknown;
  categories?: unknown;
  product?: unknown;
  shop?: unknown;
}

/** The main image on the product page. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 48em) 50vw, 100vw';
/** A product card's image in the listing grid. */
export const CARD_IMAGE_SIZES = '(min-width: 62em) 25vw, (min-width: 36em) 33vw, 50vw';
