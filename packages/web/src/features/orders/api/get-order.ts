import { api } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { useUserQuery } from '../../../lib/user-query';
import { orderKeys } from '../../../api/order-keys';

/** One order of the signed-in shopper; someone else's order answers 404. */
export function useOrder(id: number) {
  return useUserQuery(
    (email) => ({
      queryKey: orderKeys.detail(email, id),
      queryFn: async ({ signal }) =>
        (await signOutOn401(() => api.get('/api/orders/:id', { params: { id }, signal }))).order,
      staleTime: 0,
    }),
    Number.isInteger(id) && id > 0,
  );
}
