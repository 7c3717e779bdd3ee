import { z } from 'zod';
import { messages } from '../messages';

/** Largest value of a PostgreSQL integer column; larger ids and counts can never match a row. */
export const MAX_INT = 2_147_483_647;

/** One crore rupees: keeps every price, in paise, inside an integer column. */
export const MAX_RUPEES = 10_000_000;

export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const idParam = z.object({
  id: z.coerce
    .number({ error: messages.errors.invalidId })
    .int(messages.errors.invalidId)
    .positive(messages.errors.invalidId)
    .max(MAX_INT, messages.errors.invalidId),
});
export type IdParam = z.infer<typeof idParam>;

/** A text that must not be blank; surrounding spaces are dropped. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

// Multipart forms and query strings send numbers as text; a blank field counts as missing,
// not as 0 (which is what Number('') would give).
function textToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

// JSON clients may send a phone number or pin code as a number.
function numberToText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** A number, also accepted as text; NaN, infinities and blanks fail with `message`. */
export function numberField<T extends z.ZodType>(schema: T) {
  return z.preprocess(textToNumber, schema);
}

export function positiveInt(message: string) {
  return numberField(
    z.number({ error: message }).int(message).positive(message).max(MAX_INT, message),
  );
}

export function nonNegativeInt(message: string) {
  return numberField(
    z.number({ error: message }).int(message).min(0, message).max(MAX_INT, message),
  );
}

/** A rupee figure of 0 or more, such as a rate. */
export function rupeeAmount(message: string) {
  return numberField(z.number({ error: message }).min(0, message).max(MAX_RUPEES, message));
}

/** Digits only, such as a phone number or pin code, matched against `pattern`. */
export function digitText(pattern: RegExp, message: string) {
  return z.preprocess(numberToText, z.string({ error: message }).trim().regex(pattern, message));
}

/** The first sentence to show for a failed parse, for an `{ error }` answer or a form flash. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.errors.generic;
}
