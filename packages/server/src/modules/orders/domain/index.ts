/** The rules of an order, in one place: its total, its status and who may change it, its stock. */
export { markFailed, markPaid, type OutcomeNotices } from './payment-state';
export { applyMove, currentStatusSql, lockOrder, planMove } from './status';
export { releaseStock } from './stock';
export { orderTotalPaise, orderTotalSql } from '../../pricing/order-total';
