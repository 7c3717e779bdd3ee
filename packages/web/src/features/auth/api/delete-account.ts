import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Deletes the signed-in shopper's account, proven by the password; the answer's sentence. */
export async function deleteAccount(body: DeleteAccountBody): Promise<string> {
  // A wrong password answers 401: the dialog says so, and the shopper stays signed in.
  const { message } = await api.deleteWith('/api/account', body, { passwordCheck: true });
  return message;
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
