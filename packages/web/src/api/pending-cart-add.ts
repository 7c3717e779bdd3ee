import { useEffect } from 'react';
import { messages, paths } from '@shop/shared';
import { flashError, flashSuccess } from '../components/ui/flash';
import { errorText, hasStatus } from '../lib/api-client';
import { useSession } from '../lib/session';
import { useAddToCart } from './add-to-cart';

const KEY = 'pending-cart-add';
/** An Add to Cart older than this is not what the shopper logs in for any more. */
const MAX_AGE_MS = 30 * 60 * 1000;

type PendingAdd = { product_id: number; qty: number; name: string; at: number };

/** A visitor's Add to Cart, kept in this tab until they have logged in. */
export function rememberCartAdd(product: { id: number; name: string }, qty: number): void {
  const pending: PendingAdd = { product_id: product.id, qty, name: product.name, at: Date.now() };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the visitor adds it again after login.
  }
}

/** The remembered add, taken out so it happens once. */
function takeCartAdd(): PendingAdd | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const pending = text ? (JSON.parse(text) as Partial<PendingAdd>) : undefined;
    if (
      !pending ||
      !Number.isInteger(pending.product_id) ||
      !Number.isInteger(pending.qty) ||
      typeof pending.name !== 'string' ||
      typeof pending.at !== 'number' ||
      Date.now() - pending.at > MAX_AGE_MS
    )
      return undefined;
    return pending as PendingAdd;
  } catch {
    return undefined;
  }
}

/** The flash for a refused add: the product's own "out of stock" or the server's sentence. */
export const cartAddFailure = (error: unknown, name: string) =>
  hasStatus(error, 409) && errorText(error, '') === messages.cart.outOfStock
    ? messages.home.outOfStock(name)
    : errorText(error, messages.errors.generic);

const onLoginPage = () => window.location.pathname === paths.login;

/** Once the visitor has logged in, the product they chose goes into the cart, once. */
export function useAddRememberedAfterLogin(): void {
  const { isLoggedIn } = useSession();
  const add = useAddToCart();
  const { mutate } = add;
  useEffect(() => {
    if (!isLoggedIn) return;
    const pending = takeCartAdd();
    if (!pending) return;
    mutate(
      { product_id: pending.product_id, qty: pending.qty },
      {
        // The add may finish on the login page, just before it sends the shopper back: the
        // flash then follows them to the product instead of closing with the login page.
        onSuccess: () =>
          flashSuccess(messages.home.addedToCart(pending.name), { follows: onLoginPage() }),
        onError: (error) =>
          flashError(cartAddFailure(error, pending.name), { follows: onLoginPage() }),
      },
    );
  }, [isLoggedIn, mutate]);
}
