import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginTwoFactorBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/** The user once signed in, or `code` when two-factor is on and a code must follow. */
export type LoginOutcome = { user: SessionUser } | { code: true };

/** Checks the credentials; the server answers with the user and sets the session cookies. */
export async function login(body: LoginBody): Promise<LoginOutcome> {
  const answer = await api.post('/api/auth/login', body);
  return 'user' in answer ? { user: answer.user } : { code: true };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** The second step: a code from the app or a recovery code; the session starts here. */
export async function loginWithCode(body: LoginTwoFactorBody): Promise<SessionUser> {
  const { user } = await api.post('/api/auth/login/2fa', body);
  return user;
}

export function useLoginWithCode() {
  return useMutation({ mutationFn: loginWithCode });
}
