import { removeFromLists, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { addressKeys } from '../../../api/address-keys';

export function deleteAddress(id: number): Promise<{ message: string }> {
  return api.delete('/api/address/:id', { params: { id } });
}

export function useDeleteAddress() {
  return useChange(deleteAddress, {
    onSuccess: (queryClient, _answer, id) => {
      removeFromLists(queryClient, addressKeys.all, id);
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
