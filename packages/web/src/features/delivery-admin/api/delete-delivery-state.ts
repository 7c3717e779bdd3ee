import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { refreshDeliveryStates } from './delivery-state-keys';

export function deleteDeliveryState(id: number): Promise<{ message: string }> {
  return api.delete('/api/delivery-states/delete/:id', { params: { id } });
}

export function useDeleteDeliveryState() {
  return useChange(deleteDeliveryState, { onSettled: refreshDeliveryStates });
}
