import type { UseMutationResult } from '@tanstack/react-query';
import { messages } from '@shop/shared';
import { errorText } from '../lib/api-client';

/**
 * An add/edit dialog's sending: the update call when editing `item`, else the create call;
 * `onSaved` runs once the server accepts it. Answers the form's `submitting`, `serverError`
 * and `onSubmit`, for the active call.
 */
export function useSaveForm<T extends { id: number }, B>(
  item: T | undefined,
  create: UseMutationResult<unknown, Error, B>,
  update: UseMutationResult<unknown, Error, { id: number; body: B }>,
  onSaved: () => void,
) {
  const mutation = item ? update : create;

  const onSubmit = (body: B) => {
    if (item) update.mutate({ id: item.id, body }, { onSuccess: onSaved });
    else create.mutate(body, { onSuccess: onSaved });
  };

  return {
    onSubmit,
    submitting: mutation.isPending,
    serverError: mutation.error ? errorText(mutation.error, messages.errors.generic) : null,
  };
}
