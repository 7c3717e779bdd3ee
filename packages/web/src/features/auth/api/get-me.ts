import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/** The signed-in user as the server knows them now (a 401 when the session is gone). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser> {
  const { user } = await api.get('/api/auth/me', { signal });
  return user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
  });

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}
