import {
  canTransition,
  isPaidStatus,
  MAX_DATE_RANGE_DAYS,
  messages,
  ORDER_STATUS,
  type DateRangeQuery,
  type OrderStatusChangeBody,
} from '@shop/shared';
import type { Db, Queryable } from '../../db/client';
import { orderStatuses } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { daysInRange, indiaDayRange } from '../../lib/india-time';
import type { SessionUser } from '../../plugins/auth';
import { latestStatus, releaseStock } from '../orders/payment-state';
import { findOrder, loadOrders, type FullOrder } from '../orders/repo';
import { peopleOf, presentAdminOrder } from './present';
import * as repo from './repo';

async function presentAll(db: Queryable, list: FullOrder[]) {
  const people = await repo.peopleById(db, peopleOf(list));
  return list.map((order) => presentAdminOrder(order, people));
}

/** Contract §4: inclusive calendar days in India time, whatever the server's own time zone. */
export async function listPlacedBetween(db: Db, range: DateRangeQuery) {
  if (daysInRange(range.from, range.to) > MAX_DATE_RANGE_DAYS)
    throw badRequest(messages.orders.rangeTooLong(MAX_DATE_RANGE_DAYS));
  const { start, end } = indiaDayRange(range.from, range.to);
  return presentAll(db, await loadOrders(db, await repo.findOrdersPlacedBetween(db, start, end)));
}

/**
 * Staff move a paid order on (Packed, Shipped, Delivered) or cancel it, one allowed step at a
 * time. The order row is locked first, so two staff clicking together append one status and
 * the second is told the step no longer applies. Payment statuses are the provider's alone.
 */
export async function changeStatus(
  db: Db,
  actor: SessionUser,
  orderId: number,
  body: OrderStatusChangeBody,
) {
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(messages.errors.orderNotFound);
    const current = await latestStatus(tx, orderId);
    if (!current || !isPaidStatus(current) || !canTransition(current, body.status))
      throw conflict(
        messages.orders.transitionRefused(current ?? messages.orders.noStatus, body.status),
      );
    if (body.status === ORDER_STATUS.shipped && !body.tracking_number)
      throw badRequest(messages.orders.trackingRequired);
    await tx.insert(orderStatuses).values({
      order_id: orderId,
      status: body.status,
      note: body.note,
      tracking_number: body.tracking_number,
      changed_by: actor.id,
    });
    // A paid order holds its stock; cancelling it puts the goods back on the shelf.
    if (body.status === ORDER_STATUS.cancelled) await releaseStock(tx, orderId);
  });
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(messages.errors.orderNotFound);
  return (await presentAll(db, [order]))[0]!;
}
