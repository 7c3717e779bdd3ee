import { canTransition, type OrderActor, type OrderStatus } from '@shop/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { orders, orderStatuses, type OrderRow } from '../../../db/schema';
import { countOrderEvent } from '../../metrics/registry';

/** An order's current status: its newest history row, usable inside a query over `orders`. */
export const currentStatusSql = sql<string>`(select ${orderStatuses.status} from ${orderStatuses} where ${orderStatuses.order_id} = ${orders.id} order by ${orderStatuses.id} desc limit 1)`;

/** The current status of one order, by the same rule: its newest history row. */
export async function currentStatus(db: Queryable, orderId: number) {
  const [row] = await db
    .select({ status: orderStatuses.status })
    .from(orderStatuses)
    .where(eq(orderStatuses.order_id, orderId))
    .orderBy(desc(orderStatuses.id))
    .limit(1);
  return row?.status;
}

/** Locks the order row until the transaction ends, so changes to one order apply one by one. */
const orderForUpdate = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .for('update')
    .prepare('order_for_update'),
);

export async function lockOrder(tx: Tx, orderId: number) {
  const [order] = await orderForUpdate(tx).execute({ orderId });
  return order;
}

/**
 * What a move is planned from: the order's row as `lockOrder` read it. Its `current_status` is
 * the newest history row's (a trigger keeps it), and while the lock is held nothing else moves it.
 */
export type LockedOrder = Pick<OrderRow, 'id' | 'current_status' | 'payment_method'>;

export type StatusMove = {
  orderId: number;
  actor: OrderActor;
  /** The current status, if the order has one. */
  from: string | undefined;
  to: OrderStatus;
  /** Whether the shared transition table lets `actor` make this move. */
  allowed: boolean;
};

/**
 * Asks the transition table whether `actor` may move the locked order to `to` now; the
 * order's payment method decides the moves open to cash on delivery orders only.
 */
export function planMove(order: LockedOrder, actor: OrderActor, to: OrderStatus): StatusMove {
  const from = order.current_status ?? undefined;
  return {
    orderId: order.id,
    actor,
    from,
    to,
    allowed: canTransition(actor, from, to, order.payment_method),
  };
}

/** What a status row records besides the status. */
export type MoveEntry = {
  note?: string | null;
  tracking_number?: string | null;
  changed_by?: number;
};

/** Appends an allowed move to the order's history: the only way a status changes. */
export async function applyMove(tx: Tx, move: StatusMove, entry: MoveEntry = {}) {
  if (!move.allowed) throw new Error(`${move.actor} may not move ${move.from} to ${move.to}`);
  await tx.insert(orderStatuses).values({ order_id: move.orderId, status: move.to, ...entry });
  countOrderEvent(move.to);
}

/** A note on the history that leaves the status as it is (it repeats the current one). */
export async function noteOnHistory(tx: Tx, orderId: number, note: string) {
  const current = await currentStatus(tx, orderId);
  if (current) await tx.insert(orderStatuses).values({ order_id: orderId, status: current, note });
}
