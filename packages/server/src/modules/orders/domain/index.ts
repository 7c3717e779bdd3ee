/** The rules of an order, in one place: its status and who may change it, its stock, its payment. */
export { markFailed, markPaid, type OutcomeNotices } from './payment-state';
export { applyMove, currentStatusSql, lockOrder, planMove } from './status';
export { applyCancellation } from './cancel';
export { orderTotalPaise, orderTotalSql } from '../../pricing/order-total';
