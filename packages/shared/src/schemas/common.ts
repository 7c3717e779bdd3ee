import { z } from 'zod';
import { messages } from '../messages';

/** Largest value of a PostgreSQL integer column; larger ids and counts can never match a row. */
export const MAX_INT = 2_147_483_647;

/** One crore rupees: keeps every price, in paise, inside an integer column. */
export const MAX_RUPEES = 10_000_000;

/**
 * A plain address only: a dot-atom local part and a dotted host name. Quoted local parts,
 * display names and angle brackets (`x<victim@evil.example>`) are refused, so a sign-up
 * cannot aim the shop's mail at a third party.
 */
export const SIMPLE_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Longest texts the shop stores, in characters. */
export const TEXT_LIMITS = {
  /** Names of people, products, categories, states and charges. */
  name: 100,
  /** One line of an address. */
  line: 200,
  /** Descriptions and user manuals. */
  long: 5000,
  /** RFC 5321's longest usable address. */
  email: 254,
  /** Tokens and gateway ids. */
  token: 200,
  /** Anything else a client sends as text (a safety net behind the fields' own limits). */
  any: 10_000,
} as const;

// C0 and C1 control characters and DEL. PostgreSQL refuses NUL in text outright; the others
// only hide text from people reading it, so no field needs them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// Multi-line texts (descriptions, manuals, notes) keep their tabs and line breaks.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (text: string, multiline = false) =>
  (multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text);

/** The name a shopper knows a field by, for sentences that must name it. */
export function fieldLabel(key: string): string {
  const known = (messages.fields as Record<string, string>)[key];
  if (known) return known;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : messages.fields.value;
}

/** `tooLong` replaces the standard sentence where the shop words its own. */
type TextOptions = { max: number; multiline?: boolean; tooLong?: string };

/** Any text field: no control characters, at most `max` characters, trimmed. */
export function text(
  field: string,
  { max, multiline = false, tooLong }: TextOptions,
  typeMessage?: string,
) {
  return z
    .string({ error: typeMessage ?? messages.validation.notText(fieldLabel(field)) })
    .refine(
      (value) => !hasControlCharacters(value, multiline),
      messages.validation.controlCharacters(fieldLabel(field)),
    )
    .trim()
    .max(max, tooLong ?? messages.validation.tooLong(fieldLabel(field), max));
}

export const idParam = z.object({
  id: z.coerce
    .number({ error: messages.errors.invalidId })
    .int(messages.errors.invalidId)
    .positive(messages.errors.invalidId)
    .max(MAX_INT, messages.errors.invalidId),
});
export type IdParam = z.infer<typeof idParam>;

/**
 * A text that must not be blank; surrounding spaces are dropped. `field` names it in the
 * sentences for control characters and length.
 */
export function requiredText(message: string, field: string, options: TextOptions) {
  return text(field, options, message).min(1, message);
}

/** An e-mail address as a shopper types it: plain syntax, at most 254 characters. */
export function emailText(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 'email', { max: TEXT_LIMITS.email }).regex(
    SIMPLE_EMAIL,
    invalidMessage,
  );
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

/**
 * A phone number as people write it: spaces, dashes, dots and brackets are dropped, and an
 * Indian number's `+91`, `91` or `0` prefix before its 10 digits is taken off, so
 * "+91 98765 43210" and "098765-43210" are both stored as 9876543210. Another leading `+` is
 * dropped too; what is left must match `pattern`.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  const indian = /^(?:\+?91|0)(\d{10})$/.exec(compact);
  return indian ? indian[1]! : compact.replace(/^\+/, '');
}

/** A phone number, normalised by `normalisePhone`, then matched against `pattern`. */
export function phoneText(pattern: RegExp, message: string) {
  return z.preprocess(
    (value) => {
      const text = numberToText(value);
      return typeof text === 'string' ? normalisePhone(text) : text;
    },
    z.string({ error: message }).regex(pattern, message),
  );
}

/**
 * An optional code such as an HSN or GST state code: blank or null clears it, and leaving it
 * out (as an edit may) keeps the one saved.
 */
export function optionalCode(pattern: RegExp, message: string) {
  return z
    .union(
      [
        z.null(),
        z
          .string({ error: message })
          .trim()
          .refine((code) => code === '' || pattern.test(code), message),
      ],
      { error: message },
    )
    .optional()
    .transform((code) => (code === '' ? null : code));
}

/** The first sentence to show for a failed parse, for an `{ error }` answer or a form flash. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.errors.generic;
}
