import { z } from 'zod';

/**
 * Response schemas describe exactly what the server sends: every object is strict, so a field
 * the schema does not name fails a parse, and presenters typed against these types cannot add
 * one either.
 */

/** A row's id. */
export const recordId = z.number().int();

/** Money as the API gives it: rupees, such as `249.5`. */
export const rupees = z.number();

/** Money in paise: only `place-order`'s `amount`, as Razorpay takes it. */
export const paise = z.number().int();

/** A percentage, such as `12` for 12 % GST. */
export const percent = z.number();

/** A moment as JSON carries it: an ISO 8601 date-time in UTC (`Date#toISOString`). */
export const isoDateTime = z.iso.datetime();

/** Every failure: a non-2xx status and one sentence a shopper can read. */
export const errorResponse = z.strictObject({ error: z.string().min(1) });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Calls that only report what they did: deletions, activations, mails sent. */
export const messageResponse = z.strictObject({ message: z.string().min(1) });
export type MessageResponse = z.infer<typeof messageResponse>;
