import { useState } from 'react';
import { flashSuccess } from '../../../components/ui/flash';
import { paths } from '../../../config/paths';
import { useDelayedRedirect } from './use-delayed-redirect';

/**
 * A form that is done once the server accepts it: the success flash, then the login screen
 * after `ms`. `done` stays true so the form is not sent twice.
 */
export function useSuccessThenLogin(ms: number) {
  const [done, setDone] = useState(false);
  const redirect = useDelayedRedirect();

  const succeed = (text: string) => {
    setDone(true);
    flashSuccess(text, { follows: true });
    redirect(paths.login, ms);
  };

  return { done, succeed };
}
