import { flashFormError } from '../../../components/ui/flash';
import { errorText, type FailureTexts } from '../../../lib/api-client';

/** A request's `onError`: the server's sentence or the screen's texts, as the error flash. */
export function flashFailure(texts: FailureTexts) {
  return (error: unknown) => flashFormError(errorText(error, texts));
}
