/**
 * What other modules read of carts: a shopper's cart lines with their products.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { listCartItems } from './repo';
