import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshCharges } from './charge-keys';

export function deleteCharge(id: number): Promise<{ message: string }> {
  return api.delete('/api/charges/delete/:id', { params: { id } });
}

export function useDeleteCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCharge, onSettled: () => refreshCharges(queryClient) });
}
