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
