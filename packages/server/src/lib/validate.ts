import {
  fieldLabel,
  firstIssueMessage,
  hasControlCharacters,
  messages,
  TEXT_LIMITS,
} from '@shop/shared';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Fields whose text may span lines (tabs and line breaks allowed). */
const MULTILINE_FIELDS = new Set(['description', 'user_manual', 'note', 'reason']);

/**
 * Every text a request carries, whatever the schema says about it: no control characters
 * (PostgreSQL refuses NUL, and none belong in the shop's data) and no text longer than any
 * field could be. The 400 names the field.
 */
function assertCleanText(value: unknown, key: string, depth = 0): void {
  if (typeof value === 'string') {
    if (hasControlCharacters(value, MULTILINE_FIELDS.has(key)))
      throw badRequest(messages.validation.controlCharacters(fieldLabel(key)));
    if (value.length > TEXT_LIMITS.any)
      throw badRequest(messages.validation.tooLong(fieldLabel(key), TEXT_LIMITS.any));
    return;
  }
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) assertCleanText(item, key, depth + 1);
    return;
  }
  for (const [name, item] of Object.entries(value)) {
    if (hasControlCharacters(name))
      throw badRequest(messages.validation.controlCharacters(messages.fields.value));
    assertCleanText(item, name, depth + 1);
  }
}

/** Parses request input at the edge; the first failing rule's sentence becomes the 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertCleanText(input, 'value');
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}
