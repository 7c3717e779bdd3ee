import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';

export interface FailureTexts {
  /** Shown when the server answered without a sentence of its own. */
  fallback: string;
  /** Shown when no answer came at all; defaults to `fallback`. */
  network?: string;
  /** Shown for anything that is not an HTTP failure; defaults to `fallback`. */
  unexpected?: string;
}

/** Spec §8: the server's own sentence first, then the screen's texts for the other cases. */
export function failureText(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError) {
    if (error.status === NETWORK_ERROR_STATUS) return texts.network ?? texts.fallback;
    return error.fromServer && error.message ? error.message : texts.fallback;
  }
  return texts.unexpected ?? texts.fallback;
}
