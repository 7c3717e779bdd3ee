import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/** Checks the credentials; the server answers with the user and sets the session cookies. */
export async function login(body: LoginBody): Promise<SessionUser> {
  const { user } = await api.post('/api/auth/login', body);
  return user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
