/**
 * What other staff screens read with orders: the people named on them (shoppers and staff) by id.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { peopleById } from './repo';
