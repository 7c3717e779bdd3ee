import { ORDER_STATUS } from '@shop/shared';
import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { orderProducts, orders, products } from '../../../db/schema';
import { noteStockMoved } from '../../../lib/catalogue-cache';
import { handBackCouponUse } from './coupon-use';
import { currentStatusSql } from './status';

/*
 * Stock as on hand, reserved and available (docs/decisions/022). `products.stock` is what a
 * shopper can buy, `products.reserved` what orders hold; on hand is their sum. Every move
 * below is one conditional update of both columns, so no mix of holds, lapses and staff edits
 * can make available exceed on hand, and the checks `stock >= 0` and `reserved >= 0` back it.
 */

export type StockLine = { product_id: number; qty: number };

/** Units of each product that orders hold and that could move from reserved back to available. */
const movable = (qty: number) => sql`least(${qty}::int, ${products.reserved})`;

const lineItems = (db: Queryable, orderId: number): Promise<StockLine[]> =>
  db
    .select({ product_id: orderProducts.product_id, qty: orderProducts.qty })
    .from(orderProducts)
    .where(eq(orderProducts.order_id, orderId));

/** A line that could not be reserved, and how many units were available then. */
export class StockShort extends Error {
  constructor(
    readonly productId: number,
    readonly available: number,
  ) {
    super('stock short');
  }
}

/**
 * Moves each line's units from available to reserved, one conditional update per line, so of
 * two orders racing for the last unit exactly one gets it. Throws `StockShort` on the first
 * line that cannot be had; the caller's transaction then rolls back what was taken.
 */
export async function reserveLines(tx: Tx, lines: StockLine[]) {
  for (const line of lines) {
    const [taken] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.qty}`,
        reserved: sql`${products.reserved} + ${line.qty}`,
      })
      .where(and(eq(products.id, line.product_id), gte(products.stock, line.qty)))
      .returning({ id: products.id });
    if (!taken) {
      const [left] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, line.product_id));
      throw new StockShort(line.product_id, left?.stock ?? 0);
    }
  }
}

/** Marks the order's hold as ended, once; false when it had ended already. */
async function endHold(tx: Tx, orderId: number) {
  const [ended] = await tx
    .update(orders)
    .set({ stock_released_at: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stock_released_at)))
    .returning({ id: orders.id });
  return Boolean(ended);
}

/** Gives an order's reserved stock back to available (payment failed, lapsed or cancelled), once. */
export async function releaseStock(tx: Tx, orderId: number): Promise<boolean> {
  if (!(await endHold(tx, orderId))) return false;
  const lines = await lineItems(tx, orderId);
  for (const line of lines) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${movable(line.qty)}`,
        reserved: sql`${products.reserved} - ${movable(line.qty)}`,
      })
      .where(eq(products.id, line.product_id));
  }
  // The coupon's use goes back with the stock when the order was never paid. After the
  // products, as place-order locks them before the coupon: the other way round the two deadlock.
  await handBackCouponUse(tx, orderId);
  noteStockMoved(lines.map((line) => line.product_id));
  return true;
}

/** The goods of a shipped order leave the shelf: its reserved units leave on hand, once. */
export async function shipStock(tx: Tx, orderId: number): Promise<boolean> {
  if (!(await endHold(tx, orderId))) return false;
  for (const line of await lineItems(tx, orderId)) {
    await tx
      .update(products)
      .set({ reserved: sql`${products.reserved} - ${movable(line.qty)}` })
      .where(eq(products.id, line.product_id));
  }
  return true;
}

/** Takes stock again for an order whose hold had ended; all lines or none (a savepoint). */
export async function reserveAgain(tx: Tx, orderId: number): Promise<StockShort | undefined> {
  try {
    const lines = await tx.transaction(async (savepoint) => {
      const lines = await lineItems(savepoint, orderId);
      await reserveLines(savepoint, lines);
      await savepoint
        .update(orders)
        .set({ stock_released_at: null })
        .where(and(eq(orders.id, orderId), isNotNull(orders.stock_released_at)));
      return lines;
    });
    noteStockMoved(lines.map((line) => line.product_id));
    return undefined;
  } catch (error) {
    if (error instanceof StockShort) return error;
    throw error;
  }
}

/**
 * Staff set what is on the shelf; available becomes on hand less what orders hold. Refused
 * (undefined) when orders hold more than that: those orders are settled first.
 */
export async function setOnHand(db: Queryable, productId: number, onHand: number) {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${onHand}::int - ${products.reserved}`, updated_at: new Date() })
    .where(and(eq(products.id, productId), lte(products.reserved, onHand)))
    .returning({ id: products.id });
  return row;
}

/**
 * Units of each product held by the shopper's own unpaid (Placed) orders: their cart counts
 * them as theirs, so their own hold never shows their cart as out of stock.
 */
export async function heldByShopper(db: Queryable, userId: number, productIds: number[]) {
  const held = new Map<number, number>();
  if (productIds.length === 0) return held;
  const rows = await db
    .select({
      product_id: orderProducts.product_id,
      qty: sql<number>`sum(${orderProducts.qty})::int`,
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.order_id))
    .where(
      and(
        eq(orders.user_id, userId),
        isNull(orders.stock_released_at),
        inArray(orderProducts.product_id, productIds),
        sql`${currentStatusSql} = ${ORDER_STATUS.placed}`,
      ),
    )
    .groupBy(orderProducts.product_id);
  for (const row of rows) held.set(row.product_id, row.qty);
  return held;
}

/**
 * A returned parcel is back in the shop's hands: its units go back on sale. Called only with
 * the move to Returned, which the transition table allows once per order.
 */
export async function returnStock(tx: Tx, orderId: number) {
  const lines = await lineItems(tx, orderId);
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.qty}::int` })
      .where(eq(products.id, line.product_id));
  }
  noteStockMoved(lines.map((line) => line.product_id));
}
