import { useQuery } from '@tanstack/react-query';
import type { PaymentLedger } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

export async function getLedger(id: number, signal?: AbortSignal): Promise<PaymentLedger> {
  const { ledger } = await api.get('/api/orders/:id/ledger', { params: { id }, signal });
  return ledger;
}

export function useOrderLedger(id: number) {
  return useQuery({
    queryKey: adminOrderKeys.ledger(id),
    queryFn: ({ signal }) => getLedger(id, signal),
  });
}
