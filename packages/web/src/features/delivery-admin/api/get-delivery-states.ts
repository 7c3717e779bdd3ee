import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import type { DeliveryState } from '../types';
import { deliveryStateKeys } from './delivery-state-keys';

export async function getAllDeliveryStates(signal?: AbortSignal): Promise<DeliveryState[]> {
  const { delivery_states } = await api.get('/api/delivery-states/all', { signal });
  return delivery_states;
}

export const allDeliveryStatesQueryOptions = () =>
  queryOptions({
    queryKey: deliveryStateKeys.all,
    queryFn: ({ signal }) => getAllDeliveryStates(signal),
  });

/** A refusal (403) goes to the area's guard, which shows why. */
export function useAllDeliveryStates() {
  return useQuery({ ...allDeliveryStatesQueryOptions(), throwOnError: isForbidden });
}
