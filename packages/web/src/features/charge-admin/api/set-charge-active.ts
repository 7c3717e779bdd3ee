import { replaceInLists, useChange, type ActiveChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { Charge } from '@shop/shared';
import { chargeKeys } from './charge-keys';

export async function setChargeActive({ id, active }: ActiveChange): Promise<Charge> {
  const path = active ? '/api/charges/activate/:id' : '/api/charges/deactivate/:id';
  const { charge } = await api.patch(path, undefined, { params: { id } });
  return charge;
}

/** Charges toggle in place: the row changes without reloading the list. */
export function useSetChargeActive() {
  return useChange(setChargeActive, {
    onSuccess: (queryClient, charge) => {
      replaceInLists(queryClient, chargeKeys.all, charge);
      // The shopper's gateway fee may have changed with it.
      return queryClient.invalidateQueries({ queryKey: ['charges', 'type'] });
    },
  });
}
