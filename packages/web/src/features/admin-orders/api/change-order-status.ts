import { invalidate, replaceInLists, useChange, type ItemEdit } from '../../../lib/mutation';
import type { OrderStatusChangeBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { AdminOrder } from '@shop/shared';
import { auditKeys } from '../../../entities/audit/use-audit';
import { adminOrderKeys } from './admin-order-keys';

export type StatusChange = {
  status: OrderStatusChangeBody['status'];
  tracking_number?: string | null;
  note?: string | null;
};

export async function changeOrderStatus({ id, body }: ItemEdit<StatusChange>): Promise<AdminOrder> {
  const { order } = await api.post('/api/orders/:id/status', body, { params: { id } });
  return order;
}

/** The answer replaces the order in every loaded list at once; then the lists reload. */
export function useChangeOrderStatus() {
  return useChange(changeOrderStatus, {
    onSuccess: (queryClient, order) => {
      replaceInLists(queryClient, ['admin-orders', 'range'], order);
      queryClient.setQueryData(adminOrderKeys.order(order.id), order);
    },
    onSettled: invalidate(adminOrderKeys.all, ['dashboard'], auditKeys.all),
  });
}
