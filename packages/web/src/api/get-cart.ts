import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';
import type { CartItem } from '@shop/shared';
import { cartKeys } from './cart-keys';

export async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  const { cart } = await api.get('/api/cart', { signal });
  return cart;
}

export const cartQueryOptions = (email: string) =>
  queryOptions({
    queryKey: cartKeys.forUser(email),
    queryFn: ({ signal }) => getCart(signal),
  });

/** The signed-in shopper's cart; nothing is fetched for a visitor. */
export function useCart() {
  const { user } = useSession();
  return useQuery({ ...cartQueryOptions(user?.email ?? ''), enabled: user !== null });
}
