import { formatPaise, messages, indiaDocumentDate } from '@shop/shared';
import type { InvoiceRow, StoredInvoiceLine } from '../../db/schema';
import { rupeesInWords } from './amount-in-words';
import { CONTENT, MARGIN, startA4Document } from './pdf-document';
import { fillingThePage, money, tableRow, taxCells, type Column } from './pdf-table';
import { writeText } from './pdf-text';

type TitledColumn = Column & { title: string };

/** Whether the invoice's product lines carry a coupon discount (docs/decisions/028). */
const isDiscounted = (invoice: InvoiceRow) =>
  invoice.lines.some((line) => line.gross_value_paise !== undefined);

/** A discounted invoice shows each line's value before the discount and the discount instead of the unit value. */
const DISCOUNT_COLUMNS: TitledColumn[] = [
  { title: '#', width: 16 },
  { title: 'Description', width: 90 },
  { title: 'HSN/SAC', width: 46 },
  { title: 'Qty', width: 22, align: 'right' },
  { title: 'Value ₹', width: 52, align: 'right' },
  { title: 'Discount ₹', width: 52, align: 'right' },
  { title: 'Taxable ₹', width: 54, align: 'right' },
  { title: 'GST %', width: 30, align: 'right' },
];

function columnsFor(intraState: boolean, discounted = false): TitledColumn[] {
  const tax: TitledColumn[] = intraState
    ? [
        { title: 'CGST ₹', width: 52, align: 'right' },
        { title: 'SGST ₹', width: 52, align: 'right' },
      ]
    : [{ title: 'IGST ₹', width: 104, align: 'right' }];
  if (discounted)
    return fillingThePage([
      ...DISCOUNT_COLUMNS,
      ...tax,
      { title: 'Total ₹', width: 0, align: 'right' },
    ]);
  return fillingThePage([
    { title: '#', width: 18 },
    { title: 'Description', width: 115 },
    { title: 'HSN/SAC', width: 50 },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Unit ₹', width: 52, align: 'right' },
    { title: 'Taxable ₹', width: 58, align: 'right' },
    { title: 'GST %', width: 34, align: 'right' },
    ...tax,
    { title: 'Total ₹', width: 0, align: 'right' },
  ]);
}

function lineCells(
  line: StoredInvoiceLine,
  index: number,
  intraState: boolean,
  discounted = false,
): string[] {
  return [
    String(index + 1),
    line.description,
    line.hsn_code,
    String(line.qty),
    ...(discounted
      ? [money(line.gross_value_paise ?? line.taxable_value_paise), money(line.discount_paise ?? 0)]
      : [money(line.unit_value_paise)]),
    money(line.taxable_value_paise),
    String(line.gst_rate),
    ...taxCells(line, intraState),
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
    for (const text of lines) writeText(doc, text, 'body', { width: half }, { x, y: doc.y });
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

  const discounted = isDiscounted(invoice);
  const columns = columnsFor(intraState, discounted);
  const row = (cells: string[], font: 'body' | 'bold') =>
    tableRow(doc, columns, cells, font, { gap: 3, rule: true });
  row(
    columns.map((c) => c.title),
    'bold',
  );
  invoice.lines.forEach((line, i) => row(lineCells(line, i, intraState, discounted), 'body'));

  const discountPaise = invoice.lines.reduce((sum, line) => sum + (line.discount_paise ?? 0), 0);
  row(
    [
      '',
      'Total',
      '',
      '',
      '',
      ...(discounted ? [money(discountPaise)] : []),
      money(invoice.taxable_value_paise),
      '',
      ...taxCells(invoice, intraState),
      money(invoice.total_paise),
    ],
    'bold',
  );

  doc.moveDown();
  doc.font('body').fontSize(9);
  if (discounted) doc.text(`Discount (coupon, before tax): ${formatPaise(discountPaise)}`);
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
