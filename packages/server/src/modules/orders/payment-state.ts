import { formatRupees, isPaidStatus, ORDER_STATUS, paiseToRupees } from '@shop/shared';
import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderProducts, orders, orderStatuses, payments, products } from '../../db/schema';
import { issueInvoice } from '../invoices/issue';
import type { Seller } from '../invoices/seller';
import { recordLedgerEvent } from '../refunds/ledger';

/**
 * One idempotent state machine for payment truth, fed by verify-payment, the webhook, the
 * browser's failure report and the reconciler. Each change locks the order row first, so two
 * reports of the same payment arriving together apply once; and a paid order never moves back.
 */

export type PaymentReport = {
  orderId: number;
  paymentId?: string;
  amountPaise?: number;
  /** What the gateway's order says was paid (a webhook's order entity), checked as well. */
  orderAmountPaidPaise?: number;
  method?: string | null;
  source: 'checkout' | 'webhook' | 'reconciler';
  /** For the payment ledger: the webhook's event name; else named after the source. */
  event?: string;
  reason?: string;
};

async function lockOrder(tx: Tx, orderId: number) {
  await tx.execute(sql`select id from ${orders} where ${orders.id} = ${orderId} for update`);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export async function latestStatus(tx: Tx | Db, orderId: number) {
  const [row] = await tx
    .select({ status: orderStatuses.status })
    .from(orderStatuses)
    .where(eq(orderStatuses.order_id, orderId))
    .orderBy(desc(orderStatuses.id))
    .limit(1);
  return row?.status;
}

const ledgerEventName = (report: PaymentReport, status: string) =>
  report.event ??
  {
    checkout: status === 'failed' ? 'checkout.failed' : 'verify',
    webhook: 'webhook',
    reconciler: 'reconciliation',
  }[report.source];

async function recordPayment(tx: Tx, report: PaymentReport, status: string, amountPaise: number) {
  if (!report.paymentId) return;
  const [before] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.razorpay_payment_id, report.paymentId));
  // The ledger keeps each event that changed the payment; repeats change nothing.
  if (
    !before ||
    (before.status !== status && !(status === 'failed' && before.status === 'captured'))
  )
    await recordLedgerEvent(tx, {
      orderId: report.orderId,
      subject: 'payment',
      razorpayId: report.paymentId,
      event: ledgerEventName(report, status),
      source: report.source,
      status,
      amountPaise: report.amountPaise ?? amountPaise,
      note: status === 'failed' ? (report.reason ?? null) : (report.method ?? null),
    });
  await tx
    .insert(payments)
    .values({
      order_id: report.orderId,
      razorpay_payment_id: report.paymentId,
      status,
      amount_paise: report.amountPaise ?? amountPaise,
      method: report.method ?? null,
      error_description: status === 'failed' ? (report.reason ?? null) : null,
    })
    .onConflictDoUpdate({
      target: payments.razorpay_payment_id,
      set: { status, updated_at: new Date() },
      // A late "failed" report never overwrites a payment already captured.
      setWhere: status === 'failed' ? sql`${payments.status} <> 'captured'` : undefined,
    });
}

/**
 * Puts a payment of the wrong amount where staff look: a payment row marked
 * `amount_mismatch` and a note on the order's status history (its status unchanged), once.
 */
async function recordMismatch(
  tx: Tx,
  report: PaymentReport,
  paidPaise: number,
  totalPaise: number,
) {
  const note = `Payment ${report.paymentId ?? '(no payment id)'} of ${formatRupees(paiseToRupees(paidPaise))} does not match the order total ${formatRupees(paiseToRupees(totalPaise))}: check it with Razorpay, then refund or settle with the shopper.`;
  if (report.paymentId) {
    await tx
      .insert(payments)
      .values({
        order_id: report.orderId,
        razorpay_payment_id: report.paymentId,
        status: 'amount_mismatch',
        amount_paise: paidPaise,
        method: report.method ?? null,
        error_description: note,
      })
      .onConflictDoNothing();
  }
  const [noted] = await tx
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .where(and(eq(orderStatuses.order_id, report.orderId), eq(orderStatuses.note, note)))
    .limit(1);
  const current = await latestStatus(tx, report.orderId);
  if (!noted && current)
    await tx.insert(orderStatuses).values({ order_id: report.orderId, status: current, note });
}

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
  for (const line of await lineItems(tx, orderId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.qty}` })
      .where(eq(products.id, line.product_id));
  }
  return true;
}

/** Takes stock again for an order paid after its reservation lapsed; all lines or none. */
async function reserveAgain(tx: Tx, orderId: number): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const line of await lineItems(savepoint, orderId)) {
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
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Payment Verified, once: later reports of the same payment change nothing. The order's tax
 * invoice is issued in the same transaction, so it is paid and invoiced together, once.
 */
export async function markPaid(
  db: Db,
  report: PaymentReport,
  seller: Seller,
): Promise<{ changed: boolean; amountMismatch?: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, report.orderId);
    if (!order) return { changed: false };
    const total =
      order.amount_paise +
      order.gst_paise +
      order.delivery_charge_paise +
      order.payment_gateway_charge_paise;
    // Money that is not the order's total is not this order's payment: left for a person.
    const wrong = [report.amountPaise, report.orderAmountPaidPaise].find(
      (amount) => amount !== undefined && amount !== total,
    );
    if (wrong !== undefined) {
      await recordMismatch(tx, report, wrong, total);
      return { changed: false, amountMismatch: true };
    }
    await recordPayment(tx, report, 'captured', total);
    const current = await latestStatus(tx, order.id);
    // Paid already, or cancelled by staff (a payment arriving then is refunded, not fulfilled).
    if (current && (isPaidStatus(current) || current === ORDER_STATUS.cancelled))
      return { changed: false };
    let note = `Confirmed by ${report.source}.`;
    if (order.stock_released_at && !(await reserveAgain(tx, order.id))) {
      note += ' Paid after the reservation lapsed and stock is short: refund or restock.';
    }
    await tx
      .insert(orderStatuses)
      .values({ order_id: order.id, status: ORDER_STATUS.paymentVerified, note });
    await issueInvoice(tx, order.id, seller);
    return { changed: true };
  });
}

/**
 * Payment Failed, unless the order is already paid; the reserved stock goes back. A later
 * authorisation of the same order can still mark it paid (late authorisation).
 */
export async function markFailed(db: Db, report: PaymentReport): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, report.orderId);
    if (!order) return { changed: false };
    await recordPayment(tx, report, 'failed', 0);
    const current = await latestStatus(tx, order.id);
    if (
      current &&
      (isPaidStatus(current) ||
        current === ORDER_STATUS.paymentFailed ||
        current === ORDER_STATUS.cancelled)
    ) {
      return { changed: false };
    }
    await releaseStock(tx, order.id);
    await tx.insert(orderStatuses).values({
      order_id: order.id,
      status: ORDER_STATUS.paymentFailed,
      note: report.reason ?? `Reported by ${report.source}.`,
    });
    return { changed: true };
  });
}

export const findOrderIdByGatewayOrder = async (db: Db, razorpayOrderId: string) =>
  (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.razorpay_order_id, razorpayOrderId))
      .limit(1)
  )[0]?.id;
