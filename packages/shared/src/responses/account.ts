import { z } from 'zod';
import { addressSchema } from './address';
import { isoDateTime } from './common';
import { accountFields } from './fields';
import { creditNoteSchema, invoiceSchema } from './invoices';
import { orderSchema } from './orders';

/** The account itself as its owner downloads it. */
const accountExportSchema = z.strictObject({
  ...accountFields,
  marketing_consent: z.boolean(),
  /** When the consent to offers was last given or withdrawn; null when never asked. */
  marketing_consent_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  activated_at: isoDateTime.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * `GET /api/account/export`, a file to download: everything the shop holds about the shopper
 * (docs/decisions/035). Orders come with their lines and statuses; invoices and credit notes as
 * issued, oldest first.
 */
export const accountExportResponse = z.strictObject({
  account: accountExportSchema,
  addresses: z.array(addressSchema),
  orders: z.array(orderSchema),
  invoices: z.array(invoiceSchema),
  credit_notes: z.array(creditNoteSchema),
});
export type AccountExportResponse = z.infer<typeof accountExportResponse>;
