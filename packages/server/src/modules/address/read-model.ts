/**
 * What other modules read of saved addresses: one address of a shopper, or all of them.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { findAddress, listAddresses } from './repo';
