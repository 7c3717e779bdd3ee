import { useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import { deliveryStateKeys } from './delivery-state-keys';

/** Every state, active or not. A refusal (403) goes to the area's guard, which shows why. */
export function useAllDeliveryStates() {
  return useQuery({
    queryKey: deliveryStateKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get('/api/delivery-states/all', { signal })).delivery_states,
    throwOnError: isForbidden,
  });
}
