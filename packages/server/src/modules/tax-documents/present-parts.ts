import { paiseToRupees } from '@shop/shared';
import type { StoredTaxLine } from '../../db/schema';
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
