import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { DeliveryState } from '@shop/shared';

export async function getActiveDeliveryStates(signal?: AbortSignal): Promise<DeliveryState[]> {
  const { delivery_states } = await api.get('/api/delivery-states/active', { signal });
  return delivery_states;
}

/** Under ['delivery-states'] so the staff screen's changes refresh it too. */
export const activeDeliveryStatesQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery-states', 'active'],
    queryFn: ({ signal }) => getActiveDeliveryStates(signal),
  });

export function useActiveDeliveryStates() {
  return useQuery(activeDeliveryStatesQueryOptions());
}

/** The active delivery state an address's state names, matched as the server does. */
export function findActiveState(
  states: readonly DeliveryState[] | undefined,
  name: string,
): DeliveryState | undefined {
  const wanted = name.trim().toLowerCase();
  return states?.find((state) => state.is_active && state.name.toLowerCase() === wanted);
}
