import { z } from 'zod';
import { messages } from '../messages';

/** The month of a GST summary, as the admin Orders screen asks for it: 'YYYY-MM'. */
export const gstSummaryQuery = z.object({
  month: z
    .string({ error: messages.invoice.monthInvalid })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.invoice.monthInvalid),
});
export type GstSummaryQuery = z.infer<typeof gstSummaryQuery>;

export type InvoiceParty = {
  name: string;
  address: string;
  state: string;
  state_code: string;
};

export type InvoiceLineKind = 'product' | 'delivery' | 'payment_gateway';

/** An issued invoice as the API answers it: money in rupees with 2 decimals. */
export type Invoice = {
  number: string;
  issued_at: string;
  order_id: number;
  seller: InvoiceParty & { gstin: string };
  buyer: InvoiceParty & { phone_number: string };
  place_of_supply: { state: string; state_code: string };
  supply: 'intra-state' | 'inter-state';
  lines: {
    kind: InvoiceLineKind;
    product_id?: number;
    description: string;
    hsn_code: string;
    qty: number;
    unit_value: number;
    taxable_value: number;
    gst_rate: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  }[];
  totals: { taxable_value: number; cgst: number; sgst: number; igst: number; total: number };
};
