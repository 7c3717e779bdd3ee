import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { Charge } from '../types';
import { chargeKeys } from './charge-keys';

export async function setChargeActive({
  id,
  active,
}: {
  id: number;
  active: boolean;
}): Promise<Charge> {
  const { charge } = await api.patch(
    active ? '/api/charges/activate/:id' : '/api/charges/deactivate/:id',
    undefined,
    { params: { id } },
  );
  return charge;
}

/** Charges toggle in place (spec §4): the row changes without reloading the list. */
export function useSetChargeActive() {
  return useChange(setChargeActive, {
    onSuccess: (queryClient, charge) => {
      queryClient.setQueryData<Charge[]>(chargeKeys.all, (list) =>
        list?.map((current) => (current.id === charge.id ? charge : current)),
      );
      // The shopper's gateway fee may have changed with it.
      return queryClient.invalidateQueries({ queryKey: ['charges', 'type'] });
    },
  });
}
