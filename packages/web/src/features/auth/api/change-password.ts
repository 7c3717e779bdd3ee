import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** A new password, proven by the current one; other devices are signed out. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const { message } = await api.post('/api/auth/change-password', body);
  return message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
