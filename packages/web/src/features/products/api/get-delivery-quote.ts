import { useQuery } from '@tanstack/react-query';
import { PIN_CODE_PATTERN } from '@shop/shared';
import { api, hasStatus } from '../../../lib/api-client';

/** Delivering one of the product to `pin`, as place-order would price it; off until asked. */
export function useDeliveryQuote(productId: number, pin: string | null) {
  return useQuery({
    queryKey: ['delivery-quote', productId, pin],
    enabled: pin !== null && PIN_CODE_PATTERN.test(pin),
    // Rates and rules change with staff edits; a few minutes is what the server allows too.
    staleTime: 5 * 60_000,
    retry: (failures, error) => !hasStatus(error, 404) && !hasStatus(error, 400) && failures < 2,
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/delivery/quote', {
          query: { pin: pin!, product_id: productId, qty: 1 },
          signal,
        })
      ).quote,
  });
}
