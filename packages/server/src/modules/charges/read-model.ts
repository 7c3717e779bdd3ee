/**
 * What other modules read of charges: the newest active charge of a type.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { findNewestActiveCharge } from './repo';
