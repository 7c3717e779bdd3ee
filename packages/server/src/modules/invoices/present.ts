import { paiseToRupees, type Invoice } from '@shop/shared';
import type { InvoiceRow } from '../../db/schema';
import { presentGstSplit, presentLineHead, presentTotals } from '../tax-documents/present-parts';

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
