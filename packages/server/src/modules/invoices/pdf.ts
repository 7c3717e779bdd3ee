import { formatPaise, messages } from '@shop/shared';
import type { InvoiceRow, StoredInvoiceLine } from '../../db/schema';
import type { MailAttachment } from '../../lib/mailer';
import { rupeesInWords } from './amount-in-words';
import { indiaDocumentDate } from '../../lib/india-time';
import { CONTENT, MARGIN, money, startA4Document } from './pdf-document';

type Column = { title: string; width: number; align?: 'left' | 'right' | 'center' };

function columnsFor(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST ₹', width: 52, align: 'right' },
        { title: 'SGST ₹', width: 52, align: 'right' },
      ]
    : [{ title: 'IGST ₹', width: 104, align: 'right' }];
  return [
    { title: '#', width: 18 },
    { title: 'Description', width: 115 },
    { title: 'HSN/SAC', width: 50 },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Unit ₹', width: 52, align: 'right' },
    { title: 'Taxable ₹', width: 58, align: 'right' },
    { title: 'GST %', width: 34, align: 'right' },
    ...tax,
    { title: 'Total ₹', width: 0, align: 'right' },
  ];
}

function lineCells(line: StoredInvoiceLine, index: number, intraState: boolean): string[] {
  const tax = intraState
    ? [money(line.cgst_paise), money(line.sgst_paise)]
    : [money(line.igst_paise)];
  return [
    String(index + 1),
    line.description,
    line.hsn_code,
    String(line.qty),
    money(line.unit_value_paise),
    money(line.taxable_value_paise),
    String(line.gst_rate),
    ...tax,
    money(line.total_paise),
  ];
}

/** The invoice as an A4 PDF: parties, lines with HSN and tax columns, totals, amount in words. */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const { doc, done } = await startA4Document(`Tax Invoice ${invoice.number}`, invoice.seller.name);

  const intraState = invoice.supply === 'intra-state';
  doc.font('bold').fontSize(16).text(messages.invoice.invoiceTitle, { align: 'center' });
  doc.moveDown(0.5);
  doc.font('body').fontSize(9);
  doc.text(`Invoice number: ${invoice.number}`);
  doc.text(`Invoice date: ${indiaDocumentDate(invoice.issued_at)}`);
  doc.text(`Order: #${invoice.order_id}`);
  doc.text(
    `Place of supply: ${invoice.place_of_supply.state} (${invoice.place_of_supply.state_code})`,
  );
  doc.moveDown();

  const top = doc.y;
  const half = CONTENT / 2 - 8;
  const party = (x: number, heading: string, lines: string[]) => {
    doc.font('bold').fontSize(9).text(heading, x, top, { width: half });
    doc.font('body');
    for (const text of lines) doc.text(text, x, doc.y, { width: half });
    return doc.y;
  };
  const { seller, buyer } = invoice;
  const sellerEnd = party(MARGIN, 'Sold by', [
    seller.name,
    seller.address,
    `State: ${seller.state} (code ${seller.state_code})`,
    `GSTIN: ${seller.gstin ?? ''}`,
  ]);
  const buyerEnd = party(MARGIN + CONTENT / 2 + 8, 'Billed and shipped to', [
    buyer.name,
    buyer.address,
    `State: ${buyer.state} (code ${buyer.state_code})`,
    `Phone: ${buyer.phone_number ?? ''}`,
    'GSTIN: unregistered (consumer)',
  ]);
  doc.y = Math.max(sellerEnd, buyerEnd) + 14;

  const columns = columnsFor(intraState);
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  columns[columns.length - 1]!.width = CONTENT - fixed;
  const row = (cells: string[], font: 'body' | 'bold') => {
    // A long order runs on to another page rather than off the bottom of this one.
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.font(font).fontSize(8);
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x + 2, y, { width: column.width - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 3;
    doc
      .moveTo(MARGIN, doc.y - 1.5)
      .lineTo(MARGIN + CONTENT, doc.y - 1.5)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = MARGIN;
  };
  row(
    columns.map((c) => c.title),
    'bold',
  );
  invoice.lines.forEach((line, i) => row(lineCells(line, i, intraState), 'body'));

  const taxes = intraState
    ? [money(invoice.cgst_paise), money(invoice.sgst_paise)]
    : [money(invoice.igst_paise)];
  row(
    [
      '',
      'Total',
      '',
      '',
      '',
      money(invoice.taxable_value_paise),
      '',
      ...taxes,
      money(invoice.total_paise),
    ],
    'bold',
  );

  doc.moveDown();
  doc.font('body').fontSize(9);
  doc.text(`Taxable value: ${formatPaise(invoice.taxable_value_paise)}`);
  if (intraState) {
    doc.text(`CGST: ${formatPaise(invoice.cgst_paise)}`);
    doc.text(`SGST: ${formatPaise(invoice.sgst_paise)}`);
  } else {
    doc.text(`IGST: ${formatPaise(invoice.igst_paise)}`);
  }
  doc.font('bold').text(`Invoice total: ${formatPaise(invoice.total_paise)}`);
  doc.font('body').text(`Amount in words: ${rupeesInWords(invoice.total_paise)}`);
  doc.moveDown();
  doc.text('Tax is not payable on reverse charge.');
  doc.text('The delivery charge and the payment gateway fee include GST.');
  doc.moveDown(2);
  doc.fontSize(8).text(messages.invoice.invoiceFooter, { align: 'center' });
  doc.end();
  return done;
}

/** 'INV/2026-27/000123' → 'invoice-INV-2026-27-000123.pdf' */
export const invoiceFileName = (number: string) =>
  `invoice-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export const invoiceAttachment = async (invoice: InvoiceRow): Promise<MailAttachment> => ({
  filename: invoiceFileName(invoice.number),
  content: await renderInvoicePdf(invoice),
  contentType: 'application/pdf',
});
