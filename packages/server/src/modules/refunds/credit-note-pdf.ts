import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invoices, type CreditNoteRow } from '../../db/schema';
import type { MailAttachment } from '../../lib/mailer';
import { pdfFileName } from '../tax-documents/pdf-document';
import { creditNotePdf } from '../tax-documents/pdf-pool';

/** 'CN/2026-27/000001' → 'credit-note-CN-2026-27-000001.pdf' */
export const creditNoteFileName = (number: string) => pdfFileName('credit-note', number);

export async function creditNoteAttachment(
  db: Queryable,
  note: CreditNoteRow,
): Promise<MailAttachment> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.invoice_id));
  return {
    filename: creditNoteFileName(note.number),
    content: await creditNotePdf(note, invoice!),
    contentType: 'application/pdf',
  };
}
