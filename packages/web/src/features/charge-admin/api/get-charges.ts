import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import type { Charge } from '../types';
import { chargeKeys } from './charge-keys';

export async function getCharges(signal?: AbortSignal): Promise<Charge[]> {
  const { charges } = await api.get('/api/charges', { signal });
  return charges;
}

export const chargesQueryOptions = () =>
  queryOptions({ queryKey: chargeKeys.all, queryFn: ({ signal }) => getCharges(signal) });

/** A refusal (403) goes to the area's guard, which shows why. */
export function useCharges() {
  return useQuery({ ...chargesQueryOptions(), throwOnError: isForbidden });
}
