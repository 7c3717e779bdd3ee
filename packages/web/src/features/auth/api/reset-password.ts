import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Sets a new password with the single-use token from the reset mail. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const { message } = await api.post('/api/auth/reset-password', body);
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
