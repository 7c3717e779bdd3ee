import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orderProducts, orders, products } from '../../../db/schema';
import { noteStockMoved } from '../../../lib/catalogue-cache';

const lineItems = (tx: Tx, orderId: number) =>
  tx
    .select({ product_id: orderProducts.product_id, qty: orderProducts.qty })
    .from(orderProducts)
    .where(eq(orderProducts.order_id, orderId));

/** Gives an order's reserved stock back, once. */
export async function releaseStock(tx: Tx, orderId: number): Promise<boolean> {
  const [released] = await tx
    .update(orders)
    .set({ stock_released_at: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stock_released_at)))
    .returning({ id: orders.id });
  if (!released) return false;
  const lines = await lineItems(tx, orderId);
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.qty}` })
      .where(eq(products.id, line.product_id));
  }
  noteStockMoved(lines.map((line) => line.product_id));
  return true;
}

/** Takes stock again for an order paid after its reservation lapsed; all lines or none. */
export async function reserveAgain(tx: Tx, orderId: number): Promise<boolean> {
  try {
    const lines = await tx.transaction(async (savepoint) => {
      const lines = await lineItems(savepoint, orderId);
      for (const line of lines) {
        const [taken] = await savepoint
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.qty}` })
          .where(and(eq(products.id, line.product_id), gte(products.stock, line.qty)))
          .returning({ id: products.id });
        if (!taken) throw new Error('short');
      }
      await savepoint
        .update(orders)
        .set({ stock_released_at: null })
        .where(and(eq(orders.id, orderId), isNotNull(orders.stock_released_at)));
      return lines;
    });
    noteStockMoved(lines.map((line) => line.product_id));
    return true;
  } catch {
    return false;
  }
}
