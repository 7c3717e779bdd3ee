import { and, asc, eq } from 'drizzle-orm';
import { auditLog, orderProducts, orders, orderStatuses } from '../src/db/schema';
import { sampleAddress } from '@shop/shared/testing';
import type { TestApp } from './helpers';

export type OrderFixture = {
  userId: number;
  createdAt: Date;
  /** Oldest first, as they happened; the last is the current status. */
  statuses: string[];
  lines: { productId: number; qty: number; ratePaise?: number; gstPaise?: number }[];
  deliveryPaise?: number;
  gatewayPaise?: number;
  name?: string;
};

/**
 * An order of one product placed on 10 January 2026 (11:30 in India), paid unless `statuses`
 * say otherwise.
 */
export const insertPaidOrder = (
  t: TestApp,
  { userId, productId, qty = 1, statuses = ['Placed', 'Payment Verified'] }: PaidOrderFixture,
) =>
  insertOrder(t, {
    userId,
    createdAt: new Date('2026-01-10T06:00:00Z'),
    statuses,
    lines: [{ productId, qty }],
  });
type PaidOrderFixture = { userId: number; productId: number; qty?: number; statuses?: string[] };

/** An order's status rows, oldest first. */
export const statusRowsOf = (t: TestApp, orderId: number) =>
  t.db
    .select()
    .from(orderStatuses)
    .where(eq(orderStatuses.order_id, orderId))
    .orderBy(orderStatuses.id);

/** An order's current status: the last one recorded. */
export async function lastStatus(t: TestApp, orderId: number) {
  return (await statusRowsOf(t, orderId)).at(-1)!.status;
}

/** An order's status moves in the audit log: who made each (id and e-mail), and the move. */
export async function statusAuditOf(t: TestApp, orderId: number) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_id, String(orderId)), eq(auditLog.action, 'order.status')))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => [row.actor_id, row.actor_email, row.changes]);
}

/** An order written straight into the tables, placed at a chosen instant. */
export async function insertOrder(t: TestApp, fixture: OrderFixture) {
  const lines = fixture.lines.map((line) => ({
    ...line,
    amount: (line.ratePaise ?? 10000) * line.qty,
    gst: (line.gstPaise ?? 1200) * line.qty,
  }));
  const [order] = await t.db
    .insert(orders)
    .values({
      user_id: fixture.userId,
      ...sampleAddress({ name: fixture.name ?? 'Ravi Kumar', pin_code: '302001' }),
      amount_paise: lines.reduce((sum, l) => sum + l.amount, 0),
      gst_paise: lines.reduce((sum, l) => sum + l.gst, 0),
      delivery_charge_paise: fixture.deliveryPaise ?? 5000,
      payment_gateway_charge_paise: fixture.gatewayPaise ?? 300,
      created_at: fixture.createdAt,
    })
    .returning();
  await t.db.insert(orderProducts).values(
    lines.map((line) => ({
      order_id: order!.id,
      product_id: line.productId,
      qty: line.qty,
      amount_paise: line.amount,
      gst_paise: line.gst,
    })),
  );
  for (const [i, status] of fixture.statuses.entries()) {
    await t.db.insert(orderStatuses).values({
      order_id: order!.id,
      status,
      created_at: new Date(fixture.createdAt.getTime() + i * 60_000),
    });
  }
  return order!;
}
