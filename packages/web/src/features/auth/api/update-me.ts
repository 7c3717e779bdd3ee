import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { setUser, type SessionUser } from '../../../lib/session';
import { meQueryOptions } from './get-me';

/** Saves the user's own name and phone; the answer is the user as stored. */
export async function updateMe(body: UpdateMeBody): Promise<SessionUser> {
  const { user } = await api.put('/api/auth/me', body);
  return user;
}

/** The session's copy and the cached `me` both take the saved details. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
    },
  });
}
