/**
 * What other modules read of the catalogue: a product with its category (and its images), a
 * page of products, and the images of many products at once.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { findProduct, findProductWithCategory, findProducts, imagesByProduct } from './repo';
