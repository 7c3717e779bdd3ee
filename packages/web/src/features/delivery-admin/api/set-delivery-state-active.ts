import { useChange, type ActiveChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { DeliveryState } from '@shop/shared';
import { refreshDeliveryStates } from './delivery-state-keys';

export async function setDeliveryStateActive({ id, active }: ActiveChange): Promise<DeliveryState> {
  const path = active ? '/api/delivery-states/activate/:id' : '/api/delivery-states/deactivate/:id';
  const { delivery_state } = await api.patch(path, undefined, { params: { id } });
  return delivery_state;
}

/** Activate or deactivate; the list is reloaded afterwards. */
export function useSetDeliveryStateActive() {
  return useChange(setDeliveryStateActive, { onSettled: refreshDeliveryStates });
}
