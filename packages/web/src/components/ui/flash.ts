import { useSyncExternalStore } from 'react';

/** Flash messages close by themselves after 5 s. */
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

export interface FlashOptions {
  /**
   * Flashes of one kind replace each other: five quantity changes leave one toast. Defaults
   * to the colour and text, so the same sentence never piles up.
   */
  kind?: string;
  /** Said just before moving to another page (a redirect after success): shown there too. */
  follows?: boolean;
}

/** The toasts on screen by kind, with the page each belongs to (none yet: it follows). */
const open = new Map<string, { id: string; message: string; page: string | null }>();

function hideFlash(id: string): void {
  void loadNotifications().then(({ notifications }) => notifications.hide(id));
}

/** Shows a flash in place of the previous one of its kind. */
function showFlash(message: string, color: FlashColor, options: FlashOptions = {}) {
  const kind = options.kind ?? `${color} ${message}`;
  const previous = open.get(kind);
  if (previous) hideFlash(previous.id);
  const id = `flash-${++count}`;
  open.set(kind, { id, message, page: options.follows ? null : window.location.pathname });
  latest = message;
  shown = true;
  for (const listener of listeners) listener();
  void loadNotifications().then(({ notifications }) =>
    // One said on the way to another page starts its 5 s there: a slow page would otherwise
    // see it close before it has been drawn.
    notifications.show({
      id,
      message,
      color,
      autoClose: options.follows ? false : FLASH_AUTO_CLOSE_MS,
    }),
  );
}

/**
 * The shopper is on `pathname` now: toasts of other pages close, and those said on the way
 * here stay, as this page's.
 */
export function enterPage(pathname: string): void {
  for (const [kind, flash] of open) {
    if (flash.page === null) {
      flash.page = pathname;
      void loadNotifications().then(({ notifications }) =>
        notifications.update({
          id: flash.id,
          message: flash.message,
          autoClose: FLASH_AUTO_CLOSE_MS,
        }),
      );
    } else if (flash.page !== pathname) {
      hideFlash(flash.id);
      open.delete(kind);
    }
  }
}

export const flashSuccess = (text: string, options?: FlashOptions) =>
  showFlash(text, 'green', options);
export const flashError = (text: string, options?: FlashOptions) => showFlash(text, 'red', options);
export const flashWarning = (text: string, options?: FlashOptions) =>
  showFlash(text, 'yellow', options);

/**
 * A form's error flash: a new sentence replaces the previous one instead of piling up, so
 * someone fixing one field at a time always reads the current problem.
 */
export const flashFormError = (text: string) => showFlash(text, 'red', { kind: 'form error' });

/** The latest flash's text, for screen readers. */
export const useLatestFlash = () => useSyncExternalStore(subscribe, () => latest);

/** True once any flash was shown: the toasts are drawn from then on. */
export const useFlashShown = () => useSyncExternalStore(subscribe, () => shown);
