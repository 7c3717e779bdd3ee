import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** A new secret to copy into an authenticator app. */
export const useTwoFactorSetup = () =>
  useMutation({ mutationFn: () => api.post('/api/auth/2fa/setup') });

/** Turns two-factor on with a code; answers the recovery codes, shown once. */
export const useTwoFactorEnable = () =>
  useMutation({
    mutationFn: async (code: string) =>
      (await api.post('/api/auth/2fa/enable', { code })).recovery_codes,
  });

export const useTwoFactorDisable = () =>
  useMutation({
    mutationFn: async (body: TwoFactorDisableBody) =>
      (await api.post('/api/auth/2fa/disable', body)).message,
  });

const SESSIONS_KEY = ['auth', 'sessions'] as const;

export const useSessions = () =>
  useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await api.get('/api/auth/sessions')).sessions,
  });

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete('/api/auth/sessions/:id', { params: { id } })).message,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post('/api/auth/sessions/revoke-others')).message,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
