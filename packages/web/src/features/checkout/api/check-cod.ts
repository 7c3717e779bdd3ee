import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlaceOrderBody } from '@shop/shared';
import { api } from '../../../lib/api-client';

export type CodCheckInput = Omit<
  PlaceOrderBody,
  'payment_method' | 'coupon_code' | 'product_id'
> & {
  product_id: number | null;
  coupon_code?: string | null;
};

/**
 * Whether the order as the summary shows it may be paid in cash at the door, and if not the
 * server's reason; asked again whenever the items, address or coupon change.
 */
export function useCodCheck(input: CodCheckInput | null) {
  return useQuery({
    queryKey: ['charges', 'cod-check', input],
    queryFn: () => api.post('/api/orders/cod-check', { ...input, payment_method: 'cod' }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
