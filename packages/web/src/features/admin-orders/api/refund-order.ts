import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

type RefundRequest = { amount?: number; reason: string; cancel?: boolean };

export async function refundOrder(id: number, body: RefundRequest): Promise<Refund> {
  const { refund } = await api.post('/api/orders/:id/refunds', body, { params: { id } });
  return refund;
}

/** After a refund the order, its ledger and the lists are read again from the server. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundRequest }) => refundOrder(id, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
