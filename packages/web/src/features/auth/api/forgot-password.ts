import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the e-mail is known. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<string> {
  const { message } = await api.post('/api/auth/forgot-password', body);
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
