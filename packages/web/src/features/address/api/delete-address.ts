import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Address } from '@shop/shared';
import { addressKeys } from '../../../api/address-keys';

export function deleteAddress(id: number): Promise<{ message: string }> {
  return api.delete('/api/address/:id', { params: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<Address[]>({ queryKey: addressKeys.all }, (list) =>
        list?.filter((address) => address.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
