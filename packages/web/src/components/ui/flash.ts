import { notifications } from '@mantine/notifications';

/** Flash messages close by themselves after 5 s (spec §9). */
export const FLASH_AUTO_CLOSE_MS = 5000;

export function flashSuccess(text: string): void {
  notifications.show({ message: text, color: 'green', autoClose: FLASH_AUTO_CLOSE_MS });
}

export function flashError(text: string): void {
  notifications.show({ message: text, color: 'red', autoClose: FLASH_AUTO_CLOSE_MS });
}

export function flashWarning(text: string): void {
  notifications.show({ message: text, color: 'yellow', autoClose: FLASH_AUTO_CLOSE_MS });
}
