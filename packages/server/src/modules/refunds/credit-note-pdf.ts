import { createRequire } from 'node:module';
import { formatPaise } from '@shop/shared';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Queryable } from '../../db/client';
import { invoices, type CreditNoteRow, type InvoiceRow } from '../../db/schema';
import type { MailAttachment } from '../../lib/mailer';
import { rupeesInWords } from '../invoices/amount-in-words';

// The invoices' font, for the rupee sign (docs/decisions/016).
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 36;
const CONTENT = 595.28 - 2 * MARGIN;
const money = (paise: number) => formatPaise(paise).replace('₹', '');
const indiaDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(at);

/** The credit note as an A4 PDF: against which invoice, the parties, the lines credited. */
export function renderCreditNotePdf(note: CreditNoteRow, invoice: InvoiceRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Credit Note ${note.number}`, Author: invoice.seller.name },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const intraState = invoice.supply === 'intra-state';
  doc.font('bold').fontSize(16).text('Credit Note', { align: 'center' });
  doc.moveDown(0.5);
  doc.font('body').fontSize(9);
  doc.text(`Credit note number: ${note.number}`);
  doc.text(`Credit note date: ${indiaDate(note.issued_at)}`);
  doc.text(`Against invoice: ${invoice.number} of ${indiaDate(invoice.issued_at)}`);
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
  doc.fontSize(8).text('This is a computer-generated credit note.', { align: 'center' });
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
