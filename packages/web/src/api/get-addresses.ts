import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';
import type { Address } from '@shop/shared';
import { addressKeys } from './address-keys';

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { addresses } = await api.get('/api/address/user', { signal });
  return addresses;
}

export const addressesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: addressKeys.forUser(email),
    queryFn: ({ signal }) => getAddresses(signal),
  });

export function useAddresses() {
  const { user } = useSession();
  return useQuery({ ...addressesQueryOptions(user?.email ?? ''), enabled: user !== null });
}
