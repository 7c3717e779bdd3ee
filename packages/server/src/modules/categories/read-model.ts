/**
 * What other modules read of categories: one category, or the list.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { findCategory, listCategories } from './repo';
