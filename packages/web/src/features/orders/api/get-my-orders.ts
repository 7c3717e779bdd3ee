import { api } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { useUserQuery } from '../../../lib/user-query';
import { orderKeys } from '../../../api/order-keys';

/** The signed-in shopper's ordered products, one entry per product and order. */
export function useMyOrders() {
  return useUserQuery((email) => ({
    queryKey: orderKeys.mine(email),
    queryFn: async ({ signal }) =>
      (await signOutOn401(() => api.get('/api/orders/user/products', { signal }))).orders,
    // A status can change at any time (webhooks, reconciliation): check again on every visit.
    staleTime: 0,
  }));
}
