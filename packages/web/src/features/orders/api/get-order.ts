import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { Order } from '@shop/shared';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { orderKeys } from './order-keys';

export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const { order } = await api.get('/api/orders/:id', { params: { id }, signal });
  return order;
}

export const orderQueryOptions = (email: string, id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(email, id),
    queryFn: ({ signal }) => signOutOn401(() => getOrder(id, signal)),
    staleTime: 0,
  });

/** One order of the signed-in shopper; someone else's order answers 404. */
export function useOrder(id: number) {
  const { user } = useSession();
  return useQuery({
    ...orderQueryOptions(user?.email ?? '', id),
    enabled: user !== null && Number.isInteger(id) && id > 0,
  });
}
