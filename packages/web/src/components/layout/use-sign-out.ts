import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/session';
import { flashSuccess } from '../ui/flash';

/** Signs out (locally even when the call fails), forgets cached personal data, goes to login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    queryClient.clear();
    flashSuccess(messages.auth.loggedOut, { follows: true });
    navigate(paths.login, { replace: true });
  }, [queryClient, navigate]);
}
