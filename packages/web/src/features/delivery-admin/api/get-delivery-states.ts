import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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

export function useAllDeliveryStates(enabled = true) {
  return useQuery({ ...allDeliveryStatesQueryOptions(), enabled });
}
