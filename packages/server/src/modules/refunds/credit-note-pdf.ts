import { formatPaise, messages } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invoices, type CreditNoteRow, type InvoiceRow } from '../../db/schema';
import type { MailAttachment } from '../../lib/mailer';
import { rupeesInWords } from '../invoices/amount-in-words';
import { indiaDocumentDate } from '../../lib/india-time';
import { CONTENT, MARGIN, money, startA4Document } from '../invoices/pdf-document';

/** The credit note as an A4 PDF: against which invoice, the parties, the lines credited. */
export async function renderCreditNotePdf(
  note: CreditNoteRow,
  invoice: InvoiceRow,
): Promise<Buffer> {
  const { doc, done } = await startA4Document(`Credit Note ${note.number}`, invoice.seller.name);

  const intraState = invoice.supply === 'intra-state';
  doc.font('bold').fontSize(16).text(messages.invoice.creditNoteTitle, { align: 'center' });
  doc.moveDown(0.5);
  doc.font('body').fontSize(9);
  doc.text(`Credit note number: ${note.number}`);
  doc.text(`Credit note date: ${indiaDocumentDate(note.issued_at)}`);
  doc.text(`Against invoice: ${invoice.number} of ${indiaDocumentDate(invoice.issued_at)}`);
  doc.text(`Order: #${note.order_id}`);
  doc.text(
    `Place of supply: ${invoice.place_of_supply.state} (${invoice.place_of_supply.state_code})`,
  );
  doc.text(`Reason: refund — ${note.reason}`);
  doc.moveDown();
  doc.font('bold').text('Issued by');
  doc.font('body').text(`${invoice.seller.name}, ${invoice.seller.address}`);
  doc.text(`GSTIN: ${invoice.seller.gstin ?? ''}`);
  doc.moveDown(0.5);
  doc.font('bold').text('To');
  doc.font('body').text(`${invoice.buyer.name}, ${invoice.buyer.address}`);
  doc.moveDown();

  const titles = [
    'Description',
    'HSN/SAC',
    'GST %',
    'Taxable ₹',
    ...(intraState ? ['CGST ₹', 'SGST ₹'] : ['IGST ₹']),
    'Total ₹',
  ];
  const widths = intraState ? [150, 60, 40, 70, 60, 60, 0] : [150, 60, 40, 70, 120, 0];
  widths[widths.length - 1] = CONTENT - widths.reduce((sum, w) => sum + w, 0);
  const row = (cells: string[], font: 'body' | 'bold') => {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y, { width: widths[i]! - 4, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.y = bottom + 4;
    doc.x = MARGIN;
  };
  const taxes = (l: { cgst_paise: number; sgst_paise: number; igst_paise: number }) =>
    intraState ? [money(l.cgst_paise), money(l.sgst_paise)] : [money(l.igst_paise)];
  row(titles, 'bold');
  for (const line of note.lines.filter((l) => l.total_paise !== 0))
    row(
      [
        line.description,
        line.hsn_code,
        String(line.gst_rate),
        money(line.taxable_value_paise),
        ...taxes(line),
        money(line.total_paise),
      ],
      'body',
    );
  row(
    ['Total', '', '', money(note.taxable_value_paise), ...taxes(note), money(note.total_paise)],
    'bold',
  );
  doc.moveDown();
  doc
    .font('bold')
    .fontSize(9)
    .text(`Credit note total: ${formatPaise(note.total_paise)}`);
  doc.font('body').text(`Amount in words: ${rupeesInWords(note.total_paise)}`);
  doc.moveDown(2);
  doc.fontSize(8).text(messages.invoice.creditNoteFooter, { align: 'center' });
  doc.end();
  return done;
}

/** 'CN/2026-27/000001' → 'credit-note-CN-2026-27-000001.pdf' */
export const creditNoteFileName = (number: string) =>
  `credit-note-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export async function creditNoteAttachment(
  db: Queryable,
  note: CreditNoteRow,
): Promise<MailAttachment> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.invoice_id));
  return {
    filename: creditNoteFileName(note.number),
    content: await renderCreditNotePdf(note, invoice!),
    contentType: 'application/pdf',
  };
}
