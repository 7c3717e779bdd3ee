import { useEffect, useRef } from 'react';

/**
 * Gives focus back to whatever opened a dialog once it closes. Mantine does this only for a
 * dialog that was mounted closed; ours are often mounted already open (a fresh form per opening).
 * Runs before the dialog's focus trap, which moves focus on the next tick.
 */
export function useReturnFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return undefined;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return undefined;
    const timer = window.setTimeout(() => {
      if (target.isConnected) target.focus({ preventScroll: true });
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
