import { z } from 'zod';
import { isoDateTime, percent, recordId, rupees } from './common';

const party = {
  name: z.string(),
  address: z.string(),
  state: z.string(),
  state_code: z.string(),
};
export type InvoiceParty = { name: string; address: string; state: string; state_code: string };

const invoiceLineKindSchema = z.enum(['product', 'delivery', 'payment_gateway']);
export type InvoiceLineKind = z.infer<typeof invoiceLineKindSchema>;

/** A taxable value, its GST split into CGST and SGST (intra-state) or IGST, and the total. */
const gstSplit = {
  taxable_value: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees,
};

/** Rupee figures of a tax document, summed over its lines. */
const taxTotals = z.strictObject(gstSplit);

/** What every line of an invoice or a credit note states. */
const taxLine = {
  kind: invoiceLineKindSchema,
  /** Product lines only. */
  product_id: recordId.optional(),
  description: z.string(),
  hsn_code: z.string(),
  gst_rate: percent,
  ...gstSplit,
};

/** The shop as seller on its tax documents. */
const sellerSchema = z.strictObject({ ...party, gstin: z.string() });
export type Seller = z.infer<typeof sellerSchema>;

/** An issued GST tax invoice: money in rupees with 2 decimals. */
export const invoiceSchema = z.strictObject({
  number: z.string(),
  issued_at: isoDateTime,
  order_id: recordId,
  seller: sellerSchema,
  buyer: z.strictObject({ ...party, phone_number: z.string() }),
  place_of_supply: z.strictObject({ state: z.string(), state_code: z.string() }),
  supply: z.enum(['intra-state', 'inter-state']),
  lines: z.array(
    z.strictObject({
      ...taxLine,
      qty: z.number().int(),
      unit_value: rupees,
      /** Product lines of invoices issued since discounts: value before it, and the discount. */
      gross_value: rupees.optional(),
      discount: rupees.optional(),
    }),
  ),
  totals: taxTotals,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A GST credit note against an invoice, one per processed refund. */
export const creditNoteSchema = z.strictObject({
  number: z.string(),
  /** null for the note of a returned cash on delivery order (nothing was refunded). */
  refund_id: recordId.nullable(),
  issued_at: isoDateTime,
  invoice_number: z.string(),
  reason: z.string(),
  lines: z.array(z.strictObject(taxLine)),
  totals: taxTotals,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** `GET /api/orders/{id}/invoice`: the invoice and its credit notes, oldest first. */
export const invoiceResponse = z.strictObject({
  invoice: invoiceSchema,
  credit_notes: z.array(creditNoteSchema),
});
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

/** `GET /api/orders/seller`: the seller block of the delivery slips. */
export const sellerResponse = z.strictObject({ seller: sellerSchema });
export type SellerResponse = z.infer<typeof sellerResponse>;
