import { useMutation } from '@tanstack/react-query';
import type { ActivateBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Activates the account with the single-use token from the activation mail. */
export async function activateAccount(body: ActivateBody): Promise<string> {
  const { message } = await api.post('/api/auth/activate-account', body);
  return message;
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
