import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { erasedEmail } from './erased';
import {
  addresses,
  cartItems,
  creditNotes,
  invoices,
  loginSessions,
  mailOutbox,
  oneTimeTokens,
  orders,
  recoveryCodes,
  refreshSessions,
  users,
} from '../../db/schema';

/** Every order of the shopper, newest first (the export holds them all, not a page). */
export const listOrdersOf = (db: Queryable, userId: number) =>
  db.select().from(orders).where(eq(orders.user_id, userId)).orderBy(desc(orders.id));

/** The invoices of those orders and their credit notes, each oldest first. */
export async function taxDocumentsOf(db: Queryable, orderIds: number[]) {
  if (orderIds.length === 0) return { invoiceRows: [], noteRows: [] };
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.order_id, orderIds))
    .orderBy(asc(invoices.id));
  const noteRows = await db
    .select({ note: creditNotes, invoice_number: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoice_id))
    .where(inArray(creditNotes.order_id, orderIds))
    .orderBy(asc(creditNotes.id));
  return { invoiceRows, noteRows };
}

/** The shopper's oldest order still in one of `statuses`, if any. */
export const firstOrderIn = async (db: Queryable, userId: number, statuses: readonly string[]) =>
  (
    await db
      .select({ id: orders.id, status: orders.current_status })
      .from(orders)
      .where(and(eq(orders.user_id, userId), inArray(orders.current_status, [...statuses])))
      .orderBy(asc(orders.id))
      .limit(1)
  )[0];

export const findUser = async (db: Queryable, userId: number) =>
  (await db.select().from(users).where(eq(users.id, userId)))[0];

/** The account's row, locked until the transaction ends. */
export const lockUser = async (db: Queryable, userId: number) =>
  (await db.select().from(users).where(eq(users.id, userId)).for('update'))[0];

/**
 * Empties the account of the person: name, phone and password go, the e-mail is replaced by
 * one that can never be delivered (so the real one may register again), the consent is off.
 * The row stays for the orders that point at it.
 */
export const eraseAccount = (db: Queryable, userId: number) => {
  const now = new Date();
  return db
    .update(users)
    .set({
      first_name: '',
      last_name: '',
      email: erasedEmail(userId),
      phone_number: '',
      password_hash: '',
      is_active: false,
      permissions: [],
      totp_pending_secret: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      marketing_consent: false,
      marketing_consent_at: now,
      deleted_at: now,
      updated_at: now,
    })
    .where(eq(users.id, userId));
};

/**
 * What else holds the person: saved addresses, cart, every login (ending them), links mailed
 * and recovery codes, and the copies of mails to their address.
 */
export async function removePersonalRows(db: Queryable, userId: number, email: string) {
  await db.delete(addresses).where(eq(addresses.user_id, userId));
  await db.delete(cartItems).where(eq(cartItems.user_id, userId));
  await db.delete(refreshSessions).where(eq(refreshSessions.user_id, userId));
  await db.delete(loginSessions).where(eq(loginSessions.user_id, userId));
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.user_id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to_address}) = lower(${email})`);
}
