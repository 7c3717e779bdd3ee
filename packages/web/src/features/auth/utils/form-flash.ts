import { firstIssueMessage } from '@shop/shared';
import { flashFormError } from '../../../components/ui/flash';
import { errorText, type FailureTexts } from '../../../lib/api-client';

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
  return (error: unknown) => flashFormError(errorText(error, texts));
}
