import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/session';

/** Signs out, forgets cached personal data (cart, orders) and returns to the shop front. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    queryClient.clear();
    navigate(paths.home);
  }, [queryClient, navigate]);
}
