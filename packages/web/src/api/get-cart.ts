import { api } from '../lib/api-client';
import { useUserQuery } from '../lib/user-query';
import { cartKeys } from './cart-keys';

/** The signed-in shopper's cart; nothing is fetched for a visitor. */
export function useCart() {
  return useUserQuery((email) => ({
    queryKey: cartKeys.forUser(email),
    queryFn: async ({ signal }) => (await api.get('/api/cart', { signal })).cart,
  }));
}
