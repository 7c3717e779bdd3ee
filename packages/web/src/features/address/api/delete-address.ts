import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { Address } from '@shop/shared';
import { addressKeys } from '../../../api/address-keys';

export function deleteAddress(id: number): Promise<{ message: string }> {
  return api.delete('/api/address/:id', { params: { id } });
}

export function useDeleteAddress() {
  return useChange(deleteAddress, {
    onSuccess: (queryClient, _answer, id) => {
      queryClient.setQueriesData<Address[]>({ queryKey: addressKeys.all }, (list) =>
        list?.filter((address) => address.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
