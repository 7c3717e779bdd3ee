/**
 * What other modules read of shipments: the shipment of each of many orders, for their answers.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { shipmentsOfOrders } from './repo';
