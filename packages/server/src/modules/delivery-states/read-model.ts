/**
 * What other modules read of delivery states: the (active) state of a name, with its rates and GST code.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { findActiveStateByName, findStateByName } from './repo';
