import { notifications } from '@mantine/notifications';
import { FLASH_AUTO_CLOSE_MS } from '../../../components/ui/flash';

let shownId: string | null = null;

/**
 * The account forms' error flash (spec §5): a new sentence replaces the previous one instead of
 * piling up, so a shopper fixing one field at a time always reads the current problem.
 */
export function flashFormError(text: string): void {
  if (shownId) notifications.hide(shownId);
  shownId = notifications.show({ message: text, color: 'red', autoClose: FLASH_AUTO_CLOSE_MS });
}
