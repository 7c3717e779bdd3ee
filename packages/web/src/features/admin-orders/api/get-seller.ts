import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

export interface Seller {
  name: string;
  address: string;
  state: string;
  state_code: string;
  gstin: string;
}

/** The shop as seller, as its tax invoices name it: the delivery slips' sender block. */
export function useSeller() {
  return useQuery({
    queryKey: adminOrderKeys.seller,
    queryFn: async ({ signal }) => (await api.get('/api/orders/seller', { signal })).seller,
    staleTime: Infinity,
  });
}
