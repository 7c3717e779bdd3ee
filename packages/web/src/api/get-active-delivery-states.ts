import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { DeliveryState } from '@shop/shared';

/** Under ['delivery-states'] so the staff screen's changes refresh it too. */
export function useActiveDeliveryStates() {
  return useQuery({
    queryKey: ['delivery-states', 'active'],
    queryFn: async ({ signal }) =>
      (await api.get('/api/delivery-states/active', { signal })).delivery_states,
  });
}

/** The active delivery state an address's state names, matched as the server does. */
export function findActiveState(
  states: readonly DeliveryState[] | undefined,
  name: string,
): DeliveryState | undefined {
  const wanted = name.trim().toLowerCase();
  return states?.find((state) => state.is_active && state.name.toLowerCase() === wanted);
}
