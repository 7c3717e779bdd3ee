import { ORDER_STATUS } from '@shop/shared';
import type { Tx } from '../../../db/client';
import { applyMove, type MoveEntry, type StatusMove } from './status';
import { releaseStock } from './stock';

/**
 * Cancels an order whose move to Cancelled was planned, and allowed, under its row lock: the
 * status moves and the stock the order holds goes back on sale in the same transaction. Every
 * cancellation (the shopper's, the shop's, a refund's, a lapsed cash-on-delivery confirmation)
 * is this one step.
 */
export async function applyCancellation(tx: Tx, move: StatusMove, entry: MoveEntry = {}) {
  if (move.to !== ORDER_STATUS.cancelled) throw new Error(`not a cancellation: ${move.to}`);
  await applyMove(tx, move, entry);
  await releaseStock(tx, move.orderId);
}
