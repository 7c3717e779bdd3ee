import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHARGE_TYPES } from '@shop/shared';
import { api } from '../../../lib/api-client';

const GATEWAY = CHARGE_TYPES[0];

/** The active Payment Gateway charge as typed by staff: "2%", "25", or "0" when none. */
export async function getGatewayCharge(signal?: AbortSignal): Promise<string> {
  const { amount } = await api.get('/api/charges/type/:type', {
    params: { type: GATEWAY },
    signal,
  });
  return amount;
}

/** Under ['charges'] so the staff screen's changes refresh it too. */
export const gatewayChargeQueryOptions = () =>
  queryOptions({
    queryKey: ['charges', 'type', GATEWAY],
    queryFn: ({ signal }) => getGatewayCharge(signal),
  });

export function useGatewayCharge() {
  return useQuery(gatewayChargeQueryOptions());
}
