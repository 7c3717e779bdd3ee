import { invalidate, useChange } from '../../../lib/mutation';
import type { Refund } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { auditKeys } from '../../../entities/audit/use-audit';
import { adminOrderKeys } from './admin-order-keys';

type RefundRequest = { amount?: number; reason: string; cancel?: boolean };

export async function refundOrder(id: number, body: RefundRequest): Promise<Refund> {
  const { refund } = await api.post('/api/orders/:id/refunds', body, { params: { id } });
  return refund;
}

/** After a refund the order, its ledger and the lists are read again from the server. */
export function useRefundOrder() {
  return useChange(({ id, body }: { id: number; body: RefundRequest }) => refundOrder(id, body), {
    onSettled: invalidate(adminOrderKeys.all, ['dashboard'], auditKeys.all),
  });
}
