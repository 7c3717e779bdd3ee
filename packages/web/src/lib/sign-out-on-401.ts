import { messages } from '@shop/shared';
import { flashError } from '../components/ui/flash';
import { errorText, hasStatus } from './api-client';
import { clearUser } from './session';

/**
 * A load that fails because the session is gone signs the shopper out and
 * shows the server's sentence. Other failures are left to the screen, which offers a retry.
 */
export async function signOutOn401<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (hasStatus(error, 401)) {
      clearUser();
      flashError(errorText(error, messages.errors.generic), { follows: true });
    }
    throw error;
  }
}
