import { z } from 'zod';
import { refundMessages } from '../refund-messages';
import { rupeesToPaise } from '../pricing/money';
import { MAX_RUPEES, numberField } from './common';

const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 200;
/** Razorpay refuses a refund under ₹1.00, so the shop never asks for one. */
export const REFUND_MIN_PAISE = 100;

/** A rupee figure with at most 2 decimals: whole paise, nothing finer. */
const hasWholePaise = (rupees: number) => Math.abs(rupees * 100 - rupeesToPaise(rupees)) < 1e-6;

/**
 * Staff refund an order: `amount` in rupees (default: all that is still refundable) and why.
 * `cancel` also cancels the order in the same step, its stock going back on the shelf.
 */
export const refundBody = z.object({
  amount: numberField(
    z
      .number({ error: refundMessages.amountInvalid })
      .positive(refundMessages.amountInvalid)
      .min(REFUND_MIN_PAISE / 100, refundMessages.belowGatewayMinimum)
      .max(MAX_RUPEES, refundMessages.amountInvalid)
      .refine(hasWholePaise, refundMessages.amountInvalid),
  ).optional(),
  reason: z
    .string({ error: refundMessages.reasonRequired })
    .trim()
    .min(1, refundMessages.reasonRequired)
    .min(REFUND_REASON_MIN, refundMessages.reasonLength)
    .max(REFUND_REASON_MAX, refundMessages.reasonLength),
  cancel: z.boolean({ error: refundMessages.cancelInvalid }).optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

/**
 * A credit note named in its URL: its number (slashes raw, percent-encoded once more, or as
 * the file name's dashes) or its id, with or without '.pdf'. The router has decoded the path
 * once already; what is left is matched as text, so a stray '%' finds no note.
 */
export const creditNoteParams = z.object({
  '*': z
    .string()
    .max(100, refundMessages.creditNoteNotFound)
    .transform((ref) => ref.replace(/%2F/gi, '/').replace(/\.pdf$/i, '')),
});
