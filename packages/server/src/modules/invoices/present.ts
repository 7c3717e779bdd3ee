import { paiseToRupees, type Invoice } from '@shop/shared';
import type { InvoiceRow, StoredTaxLine } from '../../db/schema';
import type { InvoiceTotals } from './build-lines';

/** What a line of an invoice or a credit note is: its kind, product, description and code. */
export const presentLineHead = (line: StoredTaxLine) => ({
  kind: line.kind,
  ...(line.product_id !== undefined ? { product_id: line.product_id } : {}),
  description: line.description,
  hsn_code: line.hsn_code,
});

/** The GST split of a line or a document, in rupees. */
export const presentGstSplit = (paise: Omit<InvoiceTotals, 'taxable_value_paise'>) => ({
  cgst: paiseToRupees(paise.cgst_paise),
  sgst: paiseToRupees(paise.sgst_paise),
  igst: paiseToRupees(paise.igst_paise),
  total: paiseToRupees(paise.total_paise),
});

/** A tax document's totals, in rupees. */
export const presentTotals = (totals: InvoiceTotals) => ({
  taxable_value: paiseToRupees(totals.taxable_value_paise),
  ...presentGstSplit(totals),
});

/** An invoice as the API answers it: money in rupees (paise inside, rupees out). */
export const presentInvoice = (row: InvoiceRow): Invoice => ({
  number: row.number,
  issued_at: row.issued_at.toISOString(),
  order_id: row.order_id,
  seller: {
    name: row.seller.name,
    address: row.seller.address,
    state: row.seller.state,
    state_code: row.seller.state_code,
    gstin: row.seller.gstin ?? '',
  },
  buyer: {
    name: row.buyer.name,
    address: row.buyer.address,
    state: row.buyer.state,
    state_code: row.buyer.state_code,
    phone_number: row.buyer.phone_number ?? '',
  },
  place_of_supply: row.place_of_supply,
  supply: row.supply,
  lines: row.lines.map((line) => ({
    ...presentLineHead(line),
    qty: line.qty,
    unit_value: paiseToRupees(line.unit_value_paise),
    ...(line.gross_value_paise !== undefined && {
      gross_value: paiseToRupees(line.gross_value_paise),
      discount: paiseToRupees(line.discount_paise ?? 0),
    }),
    taxable_value: paiseToRupees(line.taxable_value_paise),
    gst_rate: line.gst_rate,
    ...presentGstSplit(line),
  })),
  totals: presentTotals(row),
});
