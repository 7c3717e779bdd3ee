import { useMutation } from '@tanstack/react-query';
import type { SignupBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Creates an unactivated account; the server mails the activation link. */
export async function signup(body: SignupBody): Promise<string> {
  const { message } = await api.post('/api/auth/signup', body);
  return message;
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
