import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `ms`, unless the screen is left first (the redirect delays of messages). */
export function useDelayedRedirect() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: string, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), ms);
    },
    [navigate],
  );
}
