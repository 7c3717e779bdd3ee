import { ORDER_STATUS } from '@shop/shared';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { groupBy } from '../../lib/group-by';
import {
  categories,
  invoices,
  orderProducts,
  orders,
  orderStatuses,
  payments,
  products,
  refunds,
  type OrderRow,
} from '../../db/schema';
import { imagesByProduct } from '../products/read-model';
import { shipmentsOfOrders } from '../shipments/read-model';
import { currentStatusSql } from './domain/status';

export type OrderStatusRow = typeof orderStatuses.$inferSelect;

const statusesOf = async (db: Queryable, orderIds: number[]) =>
  groupBy(
    await db
      .select()
      .from(orderStatuses)
      .where(inArray(orderStatuses.order_id, orderIds))
      .orderBy(desc(orderStatuses.id)),
    (row) => row.order_id,
  );

/** Orders with their lines (product, category, images), statuses newest first, payments and refunds. */
export async function loadOrders(db: Queryable, orderRows: OrderRow[]) {
  const ids = orderRows.map((o) => o.id);
  if (ids.length === 0) return [];
  const lines = await db
    .select({ line: orderProducts, product: products, category: categories })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(inArray(orderProducts.order_id, ids))
    .orderBy(asc(orderProducts.id));
  const [images, statuses, paymentRows, invoiceRows, refundRows, shipmentRows] = await Promise.all([
    imagesByProduct(db, [...new Set(lines.map((l) => l.product.id))]),
    statusesOf(db, ids),
    db.select().from(payments).where(inArray(payments.order_id, ids)).orderBy(desc(payments.id)),
    db
      .select({
        order_id: invoices.order_id,
        number: invoices.number,
        issued_at: invoices.issued_at,
      })
      .from(invoices)
      .where(inArray(invoices.order_id, ids)),
    db.select().from(refunds).where(inArray(refunds.order_id, ids)).orderBy(desc(refunds.id)),
    shipmentsOfOrders(db, ids),
  ]);
  const paymentsByOrder = groupBy(paymentRows, (p) => p.order_id);
  const refundsByOrder = groupBy(refundRows, (r) => r.order_id);
  const linesByOrder = groupBy(lines, (l) => l.line.order_id);
  return orderRows.map((order) => ({
    ...order,
    statuses: statuses.get(order.id) ?? [],
    payments: paymentsByOrder.get(order.id) ?? [],
    invoice: invoiceRows.find((i) => i.order_id === order.id) ?? null,
    refunds: refundsByOrder.get(order.id) ?? [],
    shipments: shipmentRows.get(order.id) ?? [],
    items: (linesByOrder.get(order.id) ?? []).map((l) => ({
      ...l.line,
      product: { ...l.product, category: l.category, images: images.get(l.product.id) ?? [] },
    })),
  }));
}

export type FullOrder = Awaited<ReturnType<typeof loadOrders>>[number];

export async function findOrder(db: Queryable, id: number, userId?: number) {
  const where =
    userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.user_id, userId));
  const rows = await db.select().from(orders).where(where).limit(1);
  return (await loadOrders(db, rows))[0];
}

const ownOrderRow = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.user_id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('own_order_row'),
);

/** The order row alone, when `userId` placed it: for checks that need none of its parts. */
export const findOwnOrderRow = async (db: Queryable, id: number, userId: number) =>
  (await ownOrderRow(db).execute({ id, userId }))[0];

// A shopper's order list is read on every visit to their orders: prepared once.
const userOrders = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.user_id, sql.placeholder('userId')))
    .orderBy(desc(orders.id))
    .limit(200)
    .prepare('user_orders'),
);

export async function findUserOrders(db: Queryable, userId: number) {
  return loadOrders(db, await userOrders(db).execute({ userId }));
}

/** The owner of an order, to check who may see it; undefined when there is no such order. */
export const findOrderOwner = async (db: Queryable, id: number) =>
  (await db.select({ user_id: orders.user_id }).from(orders).where(eq(orders.id, id)).limit(1))[0]
    ?.user_id;

/** The shop's order behind a gateway order id, optionally only if `userId` placed it. */
export const findOrderIdByGatewayOrder = async (
  db: Queryable,
  razorpayOrderId: string,
  userId?: number,
) =>
  (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        userId === undefined
          ? eq(orders.razorpay_order_id, razorpayOrderId)
          : and(eq(orders.razorpay_order_id, razorpayOrderId), eq(orders.user_id, userId)),
      )
      .limit(1)
  )[0]?.id;

/** Orders placed before `before` and still Placed, oldest first: the reconciler asks about them. */
export const findStillPlaced = (db: Queryable, before: Date, limit: number) =>
  db
    .select({
      id: orders.id,
      razorpay_order_id: orders.razorpay_order_id,
      created_at: orders.created_at,
      hold_until: orders.hold_until,
    })
    .from(orders)
    .where(and(lt(orders.created_at, before), eq(currentStatusSql, ORDER_STATUS.placed)))
    .orderBy(orders.id)
    .limit(limit);
