import {
  codMessages,
  codStaffMessages,
  confirmWindowText,
  formatPaise,
  MAX_DATE_RANGE_DAYS,
  messages,
  ORDER_STATUS,
  paths,
  type DateRangeQuery,
  daysInRange,
  indiaDayRange,
} from '@shop/shared';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { creditNotes, orders, payments, users, type OrderRow } from '../../db/schema';
import { audit, SYSTEM_ACTOR, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hashToken, newToken, safeEqual } from '../../lib/tokens';
import { issueInvoice } from '../invoices/issue';
import { findInvoiceByOrder } from '../invoices/read-model';
import type { Seller } from '../tax-documents/seller';
import { queueMail } from '../mail/outbox';
import {
  applyCancellation,
  applyMove,
  currentStatusSql,
  lockOrder,
  planMove,
} from '../orders/domain';
import { orderTotalPaise } from '../pricing/order-total';
import { recordLedgerEvent } from '../orders/domain/ledger';
import { creditNoteLines } from '../refunds/credit-note-lines';
import { insertCreditNote } from '../refunds/credit-notes';
import { codConfirmMail, codExpiredMail } from './mails';

const HOUR_MS = 60 * 60 * 1000;

/** The ledger's payment id of the cash a COD order's courier collected. */
const codPaymentId = (orderId: number) => `cod_${orderId}`;

async function shopperOf(db: Queryable, orderId: number) {
  const [owner] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, orderId));
  return owner;
}

/**
 * Gives a new COD order its single-use confirmation link (only the token's hash is kept),
 * valid `confirmHours`, and queues the mail with it in the same transaction.
 */
export async function startConfirmation(
  tx: Tx,
  order: OrderRow,
  opts: { publicUrl: string; confirmHours: number; now?: Date },
) {
  const token = newToken();
  const until = new Date((opts.now ?? new Date()).getTime() + opts.confirmHours * HOUR_MS);
  await tx
    .update(orders)
    .set({ cod_token_hash: hashToken(token), cod_confirm_until: until })
    .where(eq(orders.id, order.id));
  const owner = await shopperOf(tx, order.id);
  if (owner) {
    const link = `${opts.publicUrl}${paths.order(order.id)}/confirm?token=${encodeURIComponent(token)}`;
    await queueMail(
      tx,
      codConfirmMail({
        to: owner.email,
        firstName: owner.first_name,
        orderId: order.id,
        total: formatPaise(orderTotalPaise(order)),
        window: confirmWindowText(opts.confirmHours),
        link,
      }),
      { orderId: order.id },
    );
  }
  return token;
}

export type Confirmer =
  | { kind: 'token'; token: string }
  | { kind: 'owner'; userId: number }
  | { kind: 'staff'; userId: number; who: AuditActor };

/**
 * Awaiting Confirmation → COD Confirmed, under the order's row lock: by the signed-in owner, by
 * the mailed token (single use, within its window, no session), or by staff after a call. The
 * token is cleared with the move, so a link works once.
 */
export async function confirmCod(db: Db, orderId: number, by: Confirmer, now = new Date()) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (by.kind === 'token') {
      const valid =
        order?.cod_token_hash != null &&
        order.cod_confirm_until !== null &&
        order.cod_confirm_until.getTime() >= now.getTime() &&
        safeEqual(hashToken(by.token), order.cod_token_hash);
      if (!valid) throw badRequest(codMessages.linkInvalid);
    }
    if (!order || (by.kind === 'owner' && order.user_id !== by.userId))
      throw notFound(messages.errors.orderNotFound);
    if (order.payment_method !== 'cod') throw conflict(codMessages.notCod);
    const actor = by.kind === 'staff' ? 'staff' : 'shopper';
    const move = planMove(order, actor, ORDER_STATUS.codConfirmed);
    if (!move.allowed) throw conflict(codMessages.notAwaiting);
    const note =
      by.kind === 'staff'
        ? codMessages.confirmedByStaff
        : by.kind === 'token'
          ? codMessages.confirmedByLink
          : codMessages.confirmedByShopper;
    await applyMove(tx, move, { note, changed_by: by.kind === 'token' ? undefined : by.userId });
    await tx.update(orders).set({ cod_token_hash: null }).where(eq(orders.id, orderId));
    if (by.kind === 'staff')
      await audit(tx, by.who, {
        action: 'order.cod_confirm',
        target: { type: 'order', id: orderId },
        changes: { status: { from: move.from, to: ORDER_STATUS.codConfirmed } },
      });
  });
}

/**
 * Cancels COD orders still unconfirmed past their window, each in its own transaction under
 * its row lock: the system's move in the table, the stock released (once), the link voided and
 * the shopper's mail queued with the change. Two instances running it together cancel each
 * order once: the second finds it Cancelled and leaves it.
 */
export async function expireUnconfirmedCod(db: Db, publicUrl: string, now = new Date()) {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.payment_method, 'cod'),
        isNotNull(orders.cod_confirm_until),
        lt(orders.cod_confirm_until, now),
        sql`${currentStatusSql} = ${ORDER_STATUS.awaitingConfirmation}`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(500);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const move = order && planMove(order, 'system', ORDER_STATUS.cancelled);
      if (!move?.allowed) return false;
      await applyCancellation(tx, move, { note: codMessages.expiredNote });
      await tx.update(orders).set({ cod_token_hash: null }).where(eq(orders.id, id));
      await audit(tx, SYSTEM_ACTOR, {
        action: 'order.cod_expire',
        target: { type: 'order', id },
        changes: { status: { from: move.from, to: ORDER_STATUS.cancelled } },
      });
      const owner = await shopperOf(tx, id);
      if (owner)
        await queueMail(
          tx,
          codExpiredMail({
            to: owner.email,
            firstName: owner.first_name,
            orderId: id,
            link: `${publicUrl}${paths.order(id)}`,
          }),
          { orderId: id },
        );
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

/**
 * A COD order's tax invoice is issued when it ships (the time of supply of goods), in the
 * transaction that moves it to Shipped; `issueInvoice` keeps one that exists, so once.
 */
export async function invoiceCodAtDispatch(tx: Tx, order: OrderRow, seller: Seller) {
  if (order.payment_method === 'cod') await issueInvoice(tx, order, seller);
}

/**
 * What follows a COD order's move to Delivered or Returned, in the same transaction: the cash
 * collected is recorded in the payment ledger (method `cod`) once; a returned parcel gets a
 * credit note for its whole invoice, once, and no refund.
 */
export async function followCodMove(
  tx: Tx,
  orderId: number,
  to: string,
  source: string,
  at = new Date(),
) {
  if (to !== ORDER_STATUS.delivered && to !== ORDER_STATUS.returned) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.payment_method !== 'cod') return;
  if (to === ORDER_STATUS.delivered) {
    const amount = orderTotalPaise(order);
    const [row] = await tx
      .insert(payments)
      .values({
        order_id: orderId,
        razorpay_payment_id: codPaymentId(orderId),
        status: 'collected',
        amount_paise: amount,
        method: 'cod',
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (row)
      await recordLedgerEvent(tx, {
        orderId,
        subject: 'payment',
        razorpayId: codPaymentId(orderId),
        event: 'cod.collected',
        source,
        status: 'collected',
        amountPaise: amount,
        note: 'cod',
      });
    return;
  }
  await creditReturnedCod(tx, orderId, at);
}

/** The credit note of a returned COD order: the whole invoice, in the credit note series. */
async function creditReturnedCod(tx: Tx, orderId: number, issuedAt: Date) {
  const invoice = await findInvoiceByOrder(tx, orderId);
  if (!invoice) return undefined;
  const [existing] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.order_id, orderId));
  if (existing) return undefined;
  return insertCreditNote(tx, {
    orderId,
    invoiceId: invoice.id,
    refundId: null,
    reason: codMessages.returnedCreditNote,
    lines: creditNoteLines(invoice.supply, invoice.lines, [], invoice.total_paise),
    issuedAt,
  });
}

/** COD orders waiting for confirmation, oldest first, for staff to call. */
export const findCodToConfirm = (db: Queryable) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.payment_method, 'cod'),
        sql`${currentStatusSql} = ${ORDER_STATUS.awaitingConfirmation}`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(500);

export const countCodToConfirm = async (db: Queryable) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.payment_method, 'cod'),
        eq(orders.current_status, ORDER_STATUS.awaitingConfirmation),
      ),
    );
  return row?.n ?? 0;
};

/**
 * Delivered COD orders whose cash was collected in the India days of the range, with the cash
 * each courier should bring and whether it was remitted to the shop.
 */
export async function codReport(db: Queryable, range: DateRangeQuery) {
  if (daysInRange(range.from, range.to) > MAX_DATE_RANGE_DAYS)
    throw badRequest(messages.orders.rangeTooLong(MAX_DATE_RANGE_DAYS));
  const { start, end } = indiaDayRange(range.from, range.to);
  return codRows(
    db,
    and(
      eq(payments.method, 'cod'),
      sql`${payments.created_at} >= ${start}`,
      sql`${payments.created_at} < ${end}`,
    ),
  );
}

async function codRows(db: Queryable, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ payment: payments, name: orders.name })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(where)
    .orderBy(asc(payments.created_at), asc(payments.id));
  return rows.map(({ payment, name }) => ({
    order_id: payment.order_id,
    name,
    delivered_at: payment.created_at.toISOString(),
    amount: payment.amount_paise / 100,
    remitted_at: payment.status === 'remitted' ? payment.updated_at.toISOString() : null,
  }));
}

/**
 * Staff mark delivered COD orders' cash as paid to the shop by the courier, one or several at
 * once: each collected payment becomes remitted with a ledger entry, once; an order already
 * remitted is left as it is. Any order that is not a delivered COD order refuses the whole call.
 */
export async function markRemitted(db: Db, orderIds: number[], who: AuditActor) {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    for (const id of ids) {
      await lockOrder(tx, id);
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.order_id, id), eq(payments.method, 'cod')));
      if (!payment) throw conflict(codStaffMessages.notDeliveredCod(id));
      if (payment.status === 'remitted') continue;
      await tx
        .update(payments)
        .set({ status: 'remitted', updated_at: new Date() })
        .where(eq(payments.id, payment.id));
      await recordLedgerEvent(tx, {
        orderId: id,
        subject: 'payment',
        razorpayId: payment.razorpay_payment_id,
        event: 'cod.remitted',
        source: 'staff',
        status: 'remitted',
        amountPaise: payment.amount_paise,
        note: 'cod',
      });
      await audit(tx, who, {
        action: 'order.cod_remitted',
        target: { type: 'order', id },
        changes: { cod: { from: 'collected', to: 'remitted' } },
      });
    }
  });
  return codRows(db, and(eq(payments.method, 'cod'), inArray(payments.order_id, ids)));
}
