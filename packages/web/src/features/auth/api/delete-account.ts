import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Deletes the signed-in shopper's account, proven by the password; the answer's sentence. */
export async function deleteAccount(body: DeleteAccountBody): Promise<string> {
  const { message } = await api.deleteWith('/api/account', body);
  return message;
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
