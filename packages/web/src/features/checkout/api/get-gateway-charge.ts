import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChargeType } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** The active charge of a type as typed by staff: "2%", "25", or "0" when none. */
export async function getChargeAmount(type: ChargeType, signal?: AbortSignal): Promise<string> {
  const { amount } = await api.get('/api/charges/type/:type', { params: { type }, signal });
  return amount;
}

/** Under ['charges'] so the staff screen's changes refresh it too. */
export const chargeQueryOptions = (type: ChargeType) =>
  queryOptions({
    queryKey: ['charges', 'type', type],
    queryFn: ({ signal }) => getChargeAmount(type, signal),
  });

export function useGatewayCharge() {
  return useQuery(chargeQueryOptions('Payment Gateway'));
}

/** The cash on delivery fee as typed by staff; whether COD is offered is `useCodCheck`'s. */
export function useCodCharge() {
  return useQuery(chargeQueryOptions('Cash on Delivery'));
}
