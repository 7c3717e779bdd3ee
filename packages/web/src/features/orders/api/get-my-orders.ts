import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { OrderListItem } from '@shop/shared';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { orderKeys } from './order-keys';

export async function getMyOrders(signal?: AbortSignal): Promise<OrderListItem[]> {
  const { orders } = await api.get('/api/orders/user/products', {
    signal,
  });
  return orders;
}

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ signal }) => signOutOn401(() => getMyOrders(signal)),
    // A status can change at any time (webhooks, reconciliation): check again on every visit.
    staleTime: 0,
  });

/** The signed-in shopper's ordered products, one entry per product and order. */
export function useMyOrders() {
  const { user } = useSession();
  return useQuery({ ...myOrdersQueryOptions(user?.email ?? ''), enabled: user !== null });
}
