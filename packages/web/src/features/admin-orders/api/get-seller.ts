import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

/** The shop as seller, as its tax invoices name it: the delivery slips' sender block. */
export function useSeller() {
  return useQuery({
    queryKey: adminOrderKeys.seller,
    queryFn: async ({ signal }) => (await api.get('/api/orders/seller', { signal })).seller,
    staleTime: Infinity,
  });
}
