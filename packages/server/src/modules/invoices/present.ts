import { paiseToRupees, type Invoice } from '@shop/shared';
import type { InvoiceRow } from '../../db/schema';

/** An invoice as the API answers it: money in rupees (contract: paise inside, rupees out). */
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
    kind: line.kind,
    ...(line.product_id !== undefined ? { product_id: line.product_id } : {}),
    description: line.description,
    hsn_code: line.hsn_code,
    qty: line.qty,
    unit_value: paiseToRupees(line.unit_value_paise),
    taxable_value: paiseToRupees(line.taxable_value_paise),
    gst_rate: line.gst_rate,
    cgst: paiseToRupees(line.cgst_paise),
    sgst: paiseToRupees(line.sgst_paise),
    igst: paiseToRupees(line.igst_paise),
    total: paiseToRupees(line.total_paise),
  })),
  totals: {
    taxable_value: paiseToRupees(row.taxable_value_paise),
    cgst: paiseToRupees(row.cgst_paise),
    sgst: paiseToRupees(row.sgst_paise),
    igst: paiseToRupees(row.igst_paise),
    total: paiseToRupees(row.total_paise),
  },
});
