import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared';
import { api, isForbidden } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { adminOrderKeys } from './admin-order-keys';

export async function getOrdersToShip(signal?: AbortSignal): Promise<AdminOrder[]> {
  const { orders } = await signOutOn401(() => api.get('/api/orders/to-ship', { signal }));
  return orders;
}

/** Paid orders not yet shipped, oldest first: the day's packing list. */
export function useOrdersToShip(enabled: boolean) {
  return useQuery({
    queryKey: adminOrderKeys.toShip,
    queryFn: ({ signal }) => getOrdersToShip(signal),
    enabled,
    throwOnError: isForbidden,
  });
}
