import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { refreshCharges } from './charge-keys';

export function deleteCharge(id: number): Promise<{ message: string }> {
  return api.delete('/api/charges/delete/:id', { params: { id } });
}

export function useDeleteCharge() {
  return useChange(deleteCharge, { onSettled: refreshCharges });
}
