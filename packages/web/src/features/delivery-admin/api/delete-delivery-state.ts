import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshDeliveryStates } from './delivery-state-keys';

export function deleteDeliveryState(id: number): Promise<{ message: string }> {
  return api.delete('/api/delivery-states/delete/:id', { params: { id } });
}

export function useDeleteDeliveryState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryState,
    onSettled: () => refreshDeliveryStates(queryClient),
  });
}
