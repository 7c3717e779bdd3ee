import { firstIssueMessage } from '@shop/shared';
import { hideFlash, showFlash } from '../../../components/ui/flash';
import { failureText, type FailureTexts } from './failure-text';

let shownId: string | null = null;

/**
 * The account forms' error flash (spec §5): a new sentence replaces the previous one instead of
 * piling up, so a shopper fixing one field at a time always reads the current problem.
 */
export function flashFormError(text: string): void {
  if (shownId) hideFlash(shownId);
  shownId = showFlash(text, 'red');
}

/** The checked form data, or undefined after flashing the first problem (spec §5). */
export function parsedOrFlash<T>(
  result:
    { success: true; data: T } | { success: false; error: Parameters<typeof firstIssueMessage>[0] },
): T | undefined {
  if (result.success) return result.data;
  flashFormError(firstIssueMessage(result.error));
  return undefined;
}

/** A request's `onError`: the server's sentence or the screen's texts, as the error flash (spec §8). */
export function flashFailure(texts: FailureTexts) {
  return (error: unknown) => flashFormError(failureText(error, texts));
}
