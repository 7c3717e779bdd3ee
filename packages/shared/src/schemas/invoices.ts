import { z } from 'zod';
import { messages } from '../messages';
import { FIRST_YEAR, LAST_YEAR } from './orders';

/** The month of a GST summary, as the admin Orders screen asks for it: 'YYYY-MM'. */
export const gstSummaryQuery = z.object({
  month: z
    .string({ error: messages.invoice.monthInvalid })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.invoice.monthInvalid)
    .refine(
      (month) => month >= `${FIRST_YEAR}-01` && month <= `${LAST_YEAR}-12`,
      messages.invoice.monthOutOfRange(FIRST_YEAR, LAST_YEAR),
    ),
});
export type GstSummaryQuery = z.infer<typeof gstSummaryQuery>;
