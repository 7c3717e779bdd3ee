import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The active Payment Gateway charge as typed by staff: "2%", "25", or "0" when none. */
export async function getGatewayCharge(signal?: AbortSignal): Promise<string> {
  const { amount } = await api.get<{ amount: string }>('/api/charges/type/Payment%20Gateway', {
    signal,
  });
  return amount;
}

/** Under ['charges'] so the staff screen's changes refresh it too. */
export const gatewayChargeQueryOptions = () =>
  queryOptions({
    queryKey: ['charges', 'type', 'Payment Gateway'],
    queryFn: ({ signal }) => getGatewayCharge(signal),
  });

export function useGatewayCharge() {
  return useQuery(gatewayChargeQueryOptions());
}
