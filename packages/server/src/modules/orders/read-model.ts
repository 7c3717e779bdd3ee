/**
 * What other modules read of orders: one order or many with their lines, statuses and shipment, the order of a gateway order, and orders still waiting for payment.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export {
  findOrder,
  findOrderIdByGatewayOrder,
  findStillPlaced,
  loadOrders,
  type FullOrder,
} from './repo';
