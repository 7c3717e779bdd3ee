import { useSyncExternalStore } from 'react';

/** Flash messages close by themselves after 5 s (spec §9). */
export const FLASH_AUTO_CLOSE_MS = 5000;

type FlashColor = 'green' | 'red' | 'yellow';

// Mantine's notifications draw the toasts, but they load with the first flash: the first page
// a shopper opens carries none of Mantine. The latest text is kept here for the live region.
const loadNotifications = () => import('@mantine/notifications');

let latest = '';
let shown = false;
let count = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a flash and returns its id, for `hideFlash`. */
function showFlash(message: string, color: FlashColor): string {
  const id = `flash-${++count}`;
  latest = message;
  shown = true;
  for (const listener of listeners) listener();
  void loadNotifications().then(({ notifications }) =>
    notifications.show({ id, message, color, autoClose: FLASH_AUTO_CLOSE_MS }),
  );
  return id;
}

function hideFlash(id: string): void {
  void loadNotifications().then(({ notifications }) => notifications.hide(id));
}

export const flashSuccess = (text: string) => void showFlash(text, 'green');
export const flashError = (text: string) => void showFlash(text, 'red');
export const flashWarning = (text: string) => void showFlash(text, 'yellow');

let formErrorId: string | null = null;

/**
 * A form's error flash (spec §5): a new sentence replaces the previous one instead of piling
 * up, so someone fixing one field at a time always reads the current problem.
 */
export function flashFormError(text: string): void {
  if (formErrorId) hideFlash(formErrorId);
  formErrorId = showFlash(text, 'red');
}

/** The latest flash's text, for screen readers. */
export const useLatestFlash = () => useSyncExternalStore(subscribe, () => latest);

/** True once any flash was shown: the toasts are drawn from then on. */
export const useFlashShown = () => useSyncExternalStore(subscribe, () => shown);
