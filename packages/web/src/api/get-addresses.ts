import { api } from '../lib/api-client';
import { useUserQuery } from '../lib/user-query';
import { addressKeys } from './address-keys';

export function useAddresses() {
  return useUserQuery((email) => ({
    queryKey: addressKeys.forUser(email),
    queryFn: async ({ signal }) => (await api.get('/api/address/user', { signal })).addresses,
  }));
}
