import { formatPaise, messages, indiaDocumentDate } from '@shop/shared';
import type { CreditNoteRow, InvoiceRow } from '../../db/schema';
import { rupeesInWords } from './amount-in-words';
import { startA4Document } from './pdf-document';
import { fillingThePage, money, tableRow, taxCells, type Column } from './pdf-table';
import { writeText } from './pdf-text';

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
  writeText(doc, `Reason: refund — ${note.reason}`, 'body');
  doc.moveDown();
  doc.font('bold').text('Issued by');
  writeText(doc, `${invoice.seller.name}, ${invoice.seller.address}`, 'body');
  doc.text(`GSTIN: ${invoice.seller.gstin ?? ''}`);
  doc.moveDown(0.5);
  doc.font('bold').text('To');
  writeText(doc, `${invoice.buyer.name}, ${invoice.buyer.address}`, 'body');
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
  const columns = fillingThePage(
    widths.map((width, i): Column => ({ width, align: i === 0 ? 'left' : 'right' })),
  );
  const row = (cells: string[], font: 'body' | 'bold') =>
    tableRow(doc, columns, cells, font, { gap: 4 });
  const taxes = (paise: { cgst_paise: number; sgst_paise: number; igst_paise: number }) =>
    taxCells(paise, intraState);
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
