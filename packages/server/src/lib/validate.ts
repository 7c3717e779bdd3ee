import { firstIssueMessage } from '@shop/shared';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses request input at the edge; the first failing rule's sentence becomes the 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}
