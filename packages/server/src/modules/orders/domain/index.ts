/** The rules of an order, in one place: its total, its status and who may change it, its stock. */
export { markFailed, markPaid, type PaymentReport } from './payment-state';
export {
  applyMove,
  currentStatus,
  currentStatusSql,
  lockOrder,
  planMove,
  type StatusMove,
} from './status';
export { releaseStock } from './stock';
export { orderTotalPaise, orderTotalSql } from './total';
