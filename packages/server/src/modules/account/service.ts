import {
  type AccountExportResponse,
  type DeleteAccountBody,
  ORDER_STATUS,
  privacyMessages,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { conflict, forbidden, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { noteAccountChanged } from '../../plugins/session-cache';
import { presentAddress } from '../address/present';
import { listAddresses } from '../address/read-model';
import { presentInvoice } from '../invoices/present';
import { presentOrder } from '../orders/present';
import { loadOrders } from '../orders/read-model';
import { presentCreditNote } from '../refunds/present';
import * as repo from './repo';

/**
 * An order in one of these still needs its shopper: it waits for payment, is paid and not yet
 * delivered, or is a cash-on-delivery order waiting for, or past, its confirmation. Deleting the
 * account is refused until it is delivered or cancelled (docs/decisions/035).
 */
const STATUSES_BLOCKING_DELETION = [
  ORDER_STATUS.placed,
  ORDER_STATUS.paymentVerified,
  ORDER_STATUS.packed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.awaitingConfirmation,
  ORDER_STATUS.codConfirmed,
] as const;

/** Everything the shop holds about the shopper, as one document to download. */
export async function exportAccount(db: Db, userId: number): Promise<AccountExportResponse> {
  const user = await repo.findUser(db, userId);
  if (!user) throw unauthorized();
  const orderRows = await repo.listOrdersOf(db, userId);
  const [addressRows, fullOrders, documents] = await Promise.all([
    listAddresses(db, userId),
    loadOrders(db, orderRows),
    repo.taxDocumentsOf(
      db,
      orderRows.map((o) => o.id),
    ),
  ]);
  return {
    account: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone_number: user.phone_number,
      marketing_consent: user.marketing_consent,
      marketing_consent_at: user.marketing_consent_at?.toISOString() ?? null,
      created_at: user.created_at.toISOString(),
      activated_at: user.activated_at?.toISOString() ?? null,
    },
    addresses: addressRows.map(presentAddress),
    orders: fullOrders.map(presentOrder),
    invoices: documents.invoiceRows.map(presentInvoice),
    credit_notes: documents.noteRows.map(({ note, invoice_number }) =>
      presentCreditNote(note, invoice_number),
    ),
  };
}

/**
 * Deletes the shopper's account at their request: the password proves it is them, an open
 * order refuses it with a sentence naming the order. The person is erased and every login
 * ends in one transaction; orders, invoices and credit notes stay with their own snapshots.
 */
export async function deleteAccount(db: Db, userId: number, body: DeleteAccountBody) {
  await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user || user.deleted_at) throw unauthorized();
    if (!(await verifyPassword(user.password_hash, body.password)))
      throw unauthorized(privacyMessages.passwordWrong);
    if (user.is_admin || user.permissions.length > 0) throw forbidden(privacyMessages.staffRefused);
    const open = await repo.firstOrderIn(tx, userId, STATUSES_BLOCKING_DELETION);
    if (open) throw conflict(privacyMessages.orderOpen(open.id, open.status ?? ''));
    await repo.removePersonalRows(tx, userId, user.email);
    await repo.eraseAccount(tx, userId);
  });
  noteAccountChanged(userId);
}
