import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';

/**
 * Reads every flash to screen readers through one polite live region that is always in the
 * page: a region inserted together with its text (as a toast is) is often not announced.
 */
export function FlashAnnouncer() {
  const { notifications } = useNotifications();
  const [text, setText] = useState('');
  const announced = useRef(new Set<string>());

  useEffect(() => {
    const fresh = notifications.filter(({ id }) => id && !announced.current.has(id));
    if (fresh.length === 0) return;
    for (const { id } of fresh) announced.current.add(id!);
    const latest = fresh.at(-1)!.message;
    if (typeof latest === 'string') setText(latest);
  }, [notifications]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="flash-announcer">
      {text}
    </VisuallyHidden>
  );
}
