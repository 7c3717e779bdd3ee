import { paiseToRupees } from '@shop/shared';
import type { InvoiceRow } from '../../db/schema';
import { addDays, indiaDate, indiaDayStart } from '../../lib/india-time';
import { csvRows } from './csv';

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

/** The instants bounding a calendar month, 'YYYY-MM', in India time. */
export function indiaMonthRange(month: string) {
  const start = indiaDayStart(`${month}-01`);
  // A day past the 28th of any month lands in the next month; its first day ends this one.
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { start, end: indiaDayStart(`${next}-01`) };
}

export type GstSummaryRow = {
  state: string;
  state_code: string;
  gst_rate: number;
} & TaxFigures;

/** Taxable value and taxes by place of supply and GST rate (GSTR-1 B2C style), in paise. */
export function summariseByRateAndPlace(list: readonly InvoiceRow[]): GstSummaryRow[] {
  const groups = new Map<string, GstSummaryRow>();
  for (const invoice of list) {
    for (const line of invoice.lines) {
      const { state, state_code } = invoice.place_of_supply;
      const key = `${state_code}|${state}|${line.gst_rate}`;
      const group = groups.get(key) ?? { state, state_code, gst_rate: line.gst_rate, ...zero() };
      group.taxable += line.taxable_value_paise;
      group.cgst += line.cgst_paise;
      group.sgst += line.sgst_paise;
      group.igst += line.igst_paise;
      groups.set(key, group);
    }
  }
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

/**
 * The month's CSV for filing: the summary by rate and place of supply, then the invoice
 * register. Both end in a totals row, and both totals are the sum of the month's invoices.
 */
export function gstSummaryCsv(month: string, list: readonly InvoiceRow[]): string {
  const totals = figures(invoiceTotals(list));
  const taxHeads = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];
  return csvRows([
    [`GST summary for ${month}`],
    [],
    ['Place of supply', 'State code', 'GST rate %', ...taxHeads],
    ...summariseByRateAndPlace(list).map((row) => [
      row.state,
      row.state_code,
      row.gst_rate,
      ...figures(row),
    ]),
    ['Total', '', '', ...totals],
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
  ]);
}
