import { useChange, type ItemEdit } from '../../../lib/mutation';
import type { DeliveryStateBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { DeliveryState } from '@shop/shared';
import { refreshDeliveryStates } from './delivery-state-keys';

export async function createDeliveryState(body: DeliveryStateBody): Promise<DeliveryState> {
  const { delivery_state } = await api.post('/api/delivery-states/create', body);
  return delivery_state;
}

export async function updateDeliveryState({
  id,
  body,
}: ItemEdit<DeliveryStateBody>): Promise<DeliveryState> {
  const { delivery_state } = await api.put('/api/delivery-states/update/:id', body, {
    params: { id },
  });
  return delivery_state;
}

export function useCreateDeliveryState() {
  return useChange(createDeliveryState, { onSuccess: refreshDeliveryStates });
}

export function useUpdateDeliveryState() {
  return useChange(updateDeliveryState, { onSuccess: refreshDeliveryStates });
}
