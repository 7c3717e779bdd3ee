import type { InvoiceRow } from '../../db/schema';
import type { MailAttachment } from '../../lib/mailer';
import { pdfFileName } from '../tax-documents/pdf-document';
import { invoicePdf } from '../tax-documents/pdf-pool';

/** 'INV/2026-27/000123' → 'invoice-INV-2026-27-000123.pdf' */
export const invoiceFileName = (number: string) => pdfFileName('invoice', number);

/** The invoice as a mail attachment, drawn on a worker thread (`pdf-pool.ts`). */
export const invoiceAttachment = async (invoice: InvoiceRow): Promise<MailAttachment> => ({
  filename: invoiceFileName(invoice.number),
  content: await invoicePdf(invoice),
  contentType: 'application/pdf',
});
