/**
 * What other modules read of refunds: refunds still pending after a while, for the reconciler.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { findPendingRefunds } from './repo';
