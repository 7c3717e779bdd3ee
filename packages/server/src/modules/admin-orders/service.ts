import {
  type DateRangeQuery,
  MAX_DATE_RANGE_DAYS,
  messages,
  ORDER_STATUS,
  type OrderStatusChangeBody,
  shipmentMessages,
  daysInRange,
  indiaDayRange,
} from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { invoiceCodAtDispatch } from '../cod/service';
import type { Seller } from '../tax-documents/seller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit, type AuditActor } from '../../lib/audit';
import type { SessionUser } from '../../plugins/auth';
import { applyCancellation, applyMove, lockOrder, planMove } from '../orders/domain';
import { shipStock } from '../orders/domain/stock';
import { queueCancellation, type NoticeContext } from '../orders/notices';
import { findOrder, loadOrders, type FullOrder } from '../orders/read-model';
import { queueShipmentNotice } from '../shipments/notices';
import { followMove } from '../shipments/progress';
import * as repo from './repo';

/** Everyone an admin order names: its customer and the staff behind its statuses. */
const peopleOf = (list: FullOrder[]) =>
  list.flatMap((order) => [
    order.user_id,
    ...order.statuses.flatMap((s) => (s.changed_by ? [s.changed_by] : [])),
  ]);

/** Orders as staff see them, with the names of everyone they mention. */
async function withPeople(db: Queryable, orders: FullOrder[]) {
  return { orders, people: await repo.peopleById(db, peopleOf(orders)) };
}

/** Inclusive calendar days in India time, whatever the server's own time zone. */
export async function listPlacedBetween(db: Db, range: DateRangeQuery, method?: 'online' | 'cod') {
  if (daysInRange(range.from, range.to) > MAX_DATE_RANGE_DAYS)
    throw badRequest(messages.orders.rangeTooLong(MAX_DATE_RANGE_DAYS));
  const { start, end } = indiaDayRange(range.from, range.to);
  return withPeople(
    db,
    await loadOrders(db, await repo.findOrdersPlacedBetween(db, start, end, method)),
  );
}

/** One order as staff see it, wherever the link to it came from. */
export async function findForStaff(db: Db, orderId: number) {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(messages.errors.orderNotFound);
  const { people } = await withPeople(db, [order]);
  return { order, people };
}

/** Whether the order's captured money is all refunded or on its way back. */
async function fullyRefunded(tx: Tx, orderId: number) {
  const sum = (rows: { total: string | null }[]) => Number(rows[0]?.total ?? 0);
  const captured = sum(
    await tx
      .select({ total: sql<string>`sum(${payments.amount_paise})` })
      .from(payments)
      .where(and(eq(payments.order_id, orderId), eq(payments.status, 'captured'))),
  );
  const refunded = sum(
    await tx
      .select({ total: sql<string>`sum(${refunds.amount_paise})` })
      .from(refunds)
      .where(and(eq(refunds.order_id, orderId), inArray(refunds.status, ['pending', 'processed']))),
  );
  return refunded >= captured;
}

/**
 * Staff move a paid order on (Packed, Shipped, Delivered) or cancel it, one step of the
 * transition table at a time. The order row is locked first, so two staff clicking together
 * append one status and the second is told the step no longer applies. A paid order is only
 * cancelled here once its money is refunded; otherwise with its refund, in one step.
 */
export async function changeStatus(
  ctx: NoticeContext & { seller: Seller },
  actor: SessionUser,
  orderId: number,
  body: OrderStatusChangeBody,
  who: AuditActor,
) {
  const { db } = ctx;
  // A cancellation and the mail telling of it are committed together.
  await ctx.mailer.transaction(async (tx, queue) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(messages.errors.orderNotFound);
    const move = planMove(order, 'staff', body.status);
    if (move.from === body.status) throw conflict(shipmentMessages.alreadyInStatus(body.status));
    if (!move.allowed)
      throw conflict(
        messages.orders.transitionRefused(move.from ?? messages.orders.noStatus, body.status),
      );
    if (body.status === ORDER_STATUS.shipped && !body.tracking_number)
      throw badRequest(messages.orders.trackingRequired);
    if (body.status === ORDER_STATUS.cancelled && !(await fullyRefunded(tx, orderId)))
      throw conflict(messages.orders.paidCancelNeedsRefund);
    const entry = { note: body.note, tracking_number: body.tracking_number, changed_by: actor.id };
    // A paid order holds its stock until shipped: cancelling puts it back on sale, shipping
    // takes it off the shelf.
    const cancelling = body.status === ORDER_STATUS.cancelled;
    await (cancelling ? applyCancellation(tx, move, entry) : applyMove(tx, move, entry));
    if (cancelling) {
      await queueCancellation(tx, queue, ctx.publicUrl, {
        orderId,
        reason: body.note || messages.orders.cancelledByShop,
        // Nothing was paid for a cash on delivery order, so nothing is refunded.
        refunded: order.payment_method !== 'cod',
      });
    }
    if (body.status === ORDER_STATUS.shipped) {
      await shipStock(tx, orderId);
      await invoiceCodAtDispatch(tx, order, ctx.seller);
    }
    await audit(tx, who, {
      action: 'order.status',
      target: { type: 'order', id: orderId },
      changes: {
        status: { from: move.from, to: body.status },
        ...(body.tracking_number
          ? { tracking_number: { from: null, to: body.tracking_number } }
          : {}),
      },
    });
    const notice = await followMove(tx, orderId, body.status, {
      at: new Date(),
      source: 'staff',
      note: body.note,
    });
    await queueShipmentNotice(tx, queue, ctx.publicUrl, orderId, notice);
  });
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(messages.errors.orderNotFound);
  return { order, people: (await withPeople(db, [order])).people };
}
