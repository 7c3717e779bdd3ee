import { z } from 'zod';
import { messages } from '../messages';
import { rupeesToPaise } from '../pricing/money';
import { MAX_RUPEES, numberField } from './common';

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 200;

/** A rupee figure with at most 2 decimals: whole paise, nothing finer. */
const hasWholePaise = (rupees: number) => Math.abs(rupees * 100 - rupeesToPaise(rupees)) < 1e-6;

/**
 * Staff refund an order: `amount` in rupees (default: all that is still refundable) and why.
 * `cancel` also cancels the order in the same step, its stock going back on the shelf.
 */
export const refundBody = z.object({
  amount: numberField(
    z
      .number({ error: messages.refund.amountInvalid })
      .positive(messages.refund.amountInvalid)
      .max(MAX_RUPEES, messages.refund.amountInvalid)
      .refine(hasWholePaise, messages.refund.amountInvalid),
  ).optional(),
  reason: z
    .string({ error: messages.refund.reasonRequired })
    .trim()
    .min(1, messages.refund.reasonRequired)
    .min(REFUND_REASON_MIN, messages.refund.reasonLength)
    .max(REFUND_REASON_MAX, messages.refund.reasonLength),
  cancel: z.boolean({ error: messages.refund.cancelInvalid }).optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

export type RefundStatus = 'pending' | 'processed' | 'failed';

/** A refund as the API answers it: money in rupees. */
export type Refund = {
  id: number;
  order_id: number;
  amount: number;
  reason: string;
  status: RefundStatus;
  razorpay_refund_id: string | null;
  created_at: string;
  processed_at: string | null;
};

/** A GST credit note as the invoice call answers it. */
export type CreditNote = {
  number: string;
  refund_id: number;
  issued_at: string;
  invoice_number: string;
  reason: string;
  lines: {
    kind: 'product' | 'delivery' | 'payment_gateway';
    product_id?: number;
    description: string;
    hsn_code: string;
    gst_rate: number;
    taxable_value: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  }[];
  totals: { taxable_value: number; cgst: number; sgst: number; igst: number; total: number };
};

/** One row of an order's payment ledger for staff, newest first. */
export type LedgerEvent = {
  id: number;
  subject: 'payment' | 'refund';
  razorpay_id: string | null;
  event: string;
  source: string;
  status: string;
  amount: number | null;
  note: string | null;
  created_at: string;
};

export type PaymentLedger = {
  payments: {
    razorpay_payment_id: string;
    amount: number;
    method: string | null;
    status: string;
    created_at: string;
    updated_at: string;
  }[];
  refunds: Refund[];
  events: LedgerEvent[];
};
