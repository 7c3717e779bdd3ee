import { useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import { chargeKeys } from './charge-keys';

/** A refusal (403) goes to the area's guard, which shows why. */
export function useCharges() {
  return useQuery({
    queryKey: chargeKeys.all,
    queryFn: async ({ signal }) => (await api.get('/api/charges', { signal })).charges,
    throwOnError: isForbidden,
  });
}
