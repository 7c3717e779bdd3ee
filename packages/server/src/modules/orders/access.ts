import { messages } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { mayAccess, type SessionUser } from '../../plugins/auth';
import { findOrder, findOrderOwner } from './repo';

/**
 * An order, its invoice and credit notes are seen by its owner and by staff who see all
 * orders; anyone else is told the order does not exist.
 */
const seesAll = (user: SessionUser) => mayAccess(user, 'orders');

export async function assertMaySeeOrder(db: Queryable, user: SessionUser, orderId: number) {
  const owner = await findOrderOwner(db, orderId);
  if (owner === undefined || (owner !== user.id && !seesAll(user)))
    throw notFound(messages.errors.orderNotFound);
}

/** The full order, if `user` may see it. */
export async function findVisibleOrder(db: Queryable, user: SessionUser, orderId: number) {
  const order = await findOrder(db, orderId, seesAll(user) ? undefined : user.id);
  if (!order) throw notFound(messages.errors.orderNotFound);
  return order;
}

/** The order as staff ask for it; 404 when there is none. */
export async function assertOrderExists(db: Queryable, orderId: number) {
  if ((await findOrderOwner(db, orderId)) === undefined)
    throw notFound(messages.errors.orderNotFound);
}
