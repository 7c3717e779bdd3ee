import type { UseMutationResult } from '@tanstack/react-query';
import { messages } from '@shop/shared';
import { flashSuccess } from '../components/ui/flash';
import { errorText } from '../lib/api-client';

/** The confirmations of a save, in words (the screen's `messages` group). */
export interface SavedTexts {
  added: string;
  updated: string;
}

/**
 * An add/edit dialog's sending: the update call when editing `item`, else the create call;
 * once the server accepts it, the confirmation is flashed and `onSaved` runs. Answers the
 * form's `submitting`, `serverError` and `onSubmit`, for the active call.
 */
export function useSaveForm<T extends { id: number }, B>(
  item: T | undefined,
  create: UseMutationResult<unknown, Error, B>,
  update: UseMutationResult<unknown, Error, { id: number; body: B }>,
  texts: SavedTexts,
  onSaved: () => void,
) {
  const mutation = item ? update : create;
  const saved = () => {
    flashSuccess(item ? texts.updated : texts.added);
    onSaved();
  };

  const onSubmit = (body: B) => {
    if (item) update.mutate({ id: item.id, body }, { onSuccess: saved });
    else create.mutate(body, { onSuccess: saved });
  };

  return {
    onSubmit,
    submitting: mutation.isPending,
    serverError: mutation.error ? errorText(mutation.error, messages.errors.generic) : null,
  };
}
