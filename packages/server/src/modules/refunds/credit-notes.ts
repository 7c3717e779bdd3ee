import { refundMessages } from '@shop/shared';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import {
  creditNotes,
  invoices,
  type CreditNoteRow,
  type RefundRow,
  type StoredCreditNoteLine,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { takeNextNumber } from '../tax-documents/numbering';
import { findInvoiceByOrder } from '../invoices/read-model';
import { sumLines } from '../tax-documents/build-lines';
import { creditNoteLines } from './credit-note-lines';

/** Credit notes have a series of their own beside the invoices' (docs/decisions/016). */
const CREDIT_NOTE_SERIES = 'CN';

/**
 * Issues the credit note of a processed refund inside the transaction that marks it
 * processed (the order row is locked, so notes of one order are issued one at a time). An
 * order paid before invoices existed has no invoice and so gets no credit note.
 */
export async function issueCreditNote(
  tx: Tx,
  refund: RefundRow,
  issuedAt = new Date(),
): Promise<CreditNoteRow | undefined> {
  const [existing] = await tx
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.refund_id, refund.id));
  if (existing) return existing;
  const invoice = await findInvoiceByOrder(tx, refund.order_id);
  if (!invoice) return undefined;
  const earlier = await tx
    .select({ lines: creditNotes.lines })
    .from(creditNotes)
    .where(eq(creditNotes.invoice_id, invoice.id))
    .orderBy(asc(creditNotes.id));
  const lines = creditNoteLines(
    invoice.supply,
    invoice.lines,
    earlier.map((note) => note.lines),
    refund.amount_paise,
  );
  return insertCreditNote(tx, {
    orderId: refund.order_id,
    invoiceId: invoice.id,
    refundId: refund.id,
    reason: refund.reason,
    lines,
    issuedAt,
  });
}

/**
 * Writes a credit note of an order's invoice with the next number of the credit note series:
 * a refund's, or the whole invoice of a returned cash-on-delivery order (no refund).
 */
export async function insertCreditNote(
  tx: Tx,
  note: {
    orderId: number;
    invoiceId: number;
    refundId: number | null;
    reason: string;
    lines: StoredCreditNoteLine[];
    issuedAt: Date;
  },
): Promise<CreditNoteRow> {
  const { number, financialYear, sequence } = await takeNextNumber(
    tx,
    CREDIT_NOTE_SERIES,
    note.issuedAt,
  );
  const [row] = await tx
    .insert(creditNotes)
    .values({
      order_id: note.orderId,
      invoice_id: note.invoiceId,
      refund_id: note.refundId,
      number,
      financial_year: financialYear,
      sequence,
      issued_at: note.issuedAt,
      reason: note.reason,
      lines: note.lines,
      ...sumLines(note.lines),
    })
    .returning();
  return row!;
}

export const listCreditNotes = (db: Queryable, orderId: number) =>
  db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.order_id, orderId))
    .orderBy(asc(creditNotes.id));

/** Credit notes issued in [from, to), in number order, with their invoice's place of supply. */
export const listCreditNotesIssued = (db: Queryable, from: Date, to: Date) =>
  db
    .select({
      note: creditNotes,
      invoice_number: invoices.number,
      place_of_supply: invoices.place_of_supply,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoice_id))
    .where(and(gte(creditNotes.issued_at, from), lt(creditNotes.issued_at, to)))
    .orderBy(asc(creditNotes.financial_year), asc(creditNotes.sequence), asc(creditNotes.id));

export type IssuedCreditNote = Awaited<ReturnType<typeof listCreditNotesIssued>>[number];

/**
 * One of an order's credit notes with its invoice, by number ('CN/2026-27/000001', or with
 * dashes as in its file name) or by id.
 */
export async function findCreditNote(db: Queryable, orderId: number, ref: string) {
  const wanted = ref.replace(/\//g, '-');
  const note = (await listCreditNotes(db, orderId)).find(
    (n) => String(n.id) === ref || n.number.replace(/\//g, '-') === wanted,
  );
  if (!note) throw notFound(refundMessages.creditNoteNotFound);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.invoice_id));
  return { note, invoice: invoice! };
}
