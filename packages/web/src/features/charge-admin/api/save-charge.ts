import { useChange, type ItemEdit } from '../../../lib/mutation';
import type { ChargeBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Charge } from '@shop/shared';
import { refreshCharges } from './charge-keys';

export async function createCharge(body: ChargeBody): Promise<Charge> {
  const { charge } = await api.post('/api/charges', body);
  return charge;
}

/** The id goes in the body as well as in the path. */
export async function updateCharge({ id, body }: ItemEdit<ChargeBody>): Promise<Charge> {
  const { charge } = await api.put('/api/charges/:id', { id, ...body }, { params: { id } });
  return charge;
}

export function useCreateCharge() {
  return useChange(createCharge, { onSuccess: refreshCharges });
}

export function useUpdateCharge() {
  return useChange(updateCharge, { onSuccess: refreshCharges });
}
