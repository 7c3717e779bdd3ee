import { csvDocument, paiseToRupees, type CsvCell, indiaDate } from '@shop/shared';
import type { InvoiceRow, StoredCreditNoteLine } from '../../db/schema';

type TaxFigures = {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

const zero = (): TaxFigures => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
const figures = (f: TaxFigures) => [
  rupees(f.taxable),
  rupees(f.cgst),
  rupees(f.sgst),
  rupees(f.igst),
  rupees(f.taxable + f.cgst + f.sgst + f.igst),
];

export type GstSummaryRow = {
  state: string;
  state_code: string;
  gst_rate: number;
} & TaxFigures;

/** A credit note of the month with what the summary needs of its invoice. */
export type SummaryCreditNote = {
  note: {
    number: string;
    issued_at: Date;
    order_id: number;
    lines: StoredCreditNoteLine[];
    taxable_value_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  };
  invoice_number: string;
  place_of_supply: { state: string; state_code: string };
};

/**
 * Taxable value and taxes by place of supply and GST rate (GSTR-1 B2C style), in paise; the
 * month's credit notes are netted off the place and rate of the invoice they reduce.
 */
function summariseByRateAndPlace(
  list: readonly InvoiceRow[],
  notes: readonly SummaryCreditNote[] = [],
): GstSummaryRow[] {
  const groups = new Map<string, GstSummaryRow>();
  const add = (
    place: { state: string; state_code: string },
    line: Pick<
      StoredCreditNoteLine,
      'gst_rate' | 'taxable_value_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise'
    >,
    sign: 1 | -1,
  ) => {
    const { state, state_code } = place;
    const key = `${state_code}|${state}|${line.gst_rate}`;
    const group = groups.get(key) ?? { state, state_code, gst_rate: line.gst_rate, ...zero() };
    group.taxable += sign * line.taxable_value_paise;
    group.cgst += sign * line.cgst_paise;
    group.sgst += sign * line.sgst_paise;
    group.igst += sign * line.igst_paise;
    groups.set(key, group);
  };
  for (const invoice of list)
    for (const line of invoice.lines) add(invoice.place_of_supply, line, 1);
  for (const { note, place_of_supply } of notes)
    for (const line of note.lines) if (line.total_paise !== 0) add(place_of_supply, line, -1);
  return [...groups.values()].sort(
    (a, b) => a.state_code.localeCompare(b.state_code) || a.gst_rate - b.gst_rate,
  );
}

const invoiceTotals = (list: readonly InvoiceRow[]): TaxFigures =>
  list.reduce(
    (sum, i) => ({
      taxable: sum.taxable + i.taxable_value_paise,
      cgst: sum.cgst + i.cgst_paise,
      sgst: sum.sgst + i.sgst_paise,
      igst: sum.igst + i.igst_paise,
    }),
    zero(),
  );

const creditNoteTotals = (notes: readonly SummaryCreditNote[]): TaxFigures =>
  notes.reduce(
    (sum, { note }) => ({
      taxable: sum.taxable + note.taxable_value_paise,
      cgst: sum.cgst + note.cgst_paise,
      sgst: sum.sgst + note.sgst_paise,
      igst: sum.igst + note.igst_paise,
    }),
    zero(),
  );

const minus = (a: TaxFigures, b: TaxFigures): TaxFigures => ({
  taxable: a.taxable - b.taxable,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
});

const negative = (f: TaxFigures) => minus(zero(), f);

/**
 * The month's CSV for filing: the summary by rate and place of supply (credit notes netted
 * off), the invoice register, and the credit note register when there are any. The summary's
 * total is the invoices' total less the credit notes' total.
 */
export function gstSummaryCsv(
  month: string,
  list: readonly InvoiceRow[],
  notes: readonly SummaryCreditNote[] = [],
): string {
  const gross = invoiceTotals(list);
  const credited = creditNoteTotals(notes);
  const totals = figures(gross);
  const net = figures(minus(gross, credited));
  const taxHeads = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];
  const rows: CsvCell[][] = [
    [`GST summary for ${month}`],
    [],
    ['Place of supply', 'State code', 'GST rate %', ...taxHeads],
    ...summariseByRateAndPlace(list, notes).map((row) => [
      row.state,
      row.state_code,
      row.gst_rate,
      ...figures(row),
    ]),
    ['Total', '', '', ...net],
    [],
    ['Invoice register'],
    ['Invoice number', 'Date', 'Order', 'Buyer state', 'State code', ...taxHeads],
    ...list.map((invoice) => [
      invoice.number,
      indiaDate(invoice.issued_at),
      invoice.order_id,
      invoice.buyer.state,
      invoice.buyer.state_code,
      ...figures({
        taxable: invoice.taxable_value_paise,
        cgst: invoice.cgst_paise,
        sgst: invoice.sgst_paise,
        igst: invoice.igst_paise,
      }),
    ]),
    ['Total', '', '', '', '', ...totals],
    ...(notes.length === 0
      ? []
      : [
          [],
          ['Credit note register'],
          ['Credit note number', 'Date', 'Order', 'Invoice number', 'State code', ...taxHeads],
          ...notes.map(({ note, invoice_number, place_of_supply }) => [
            note.number,
            indiaDate(note.issued_at),
            note.order_id,
            invoice_number,
            place_of_supply.state_code,
            ...figures(
              negative({
                taxable: note.taxable_value_paise,
                cgst: note.cgst_paise,
                sgst: note.sgst_paise,
                igst: note.igst_paise,
              }),
            ),
          ]),
          ['Total', '', '', '', '', ...figures(negative(credited))],
        ]),
  ];
  return csvDocument(rows, { quoting: 'needed' });
}
