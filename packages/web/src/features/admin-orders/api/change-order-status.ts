import { invalidate, useChange } from '../../../lib/mutation';
import type { OrderStatusChangeBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { AdminOrder } from '@shop/shared';
import { adminOrderKeys } from './admin-order-keys';

export type StatusChange = {
  status: OrderStatusChangeBody['status'];
  tracking_number?: string | null;
  note?: string | null;
};

export async function changeOrderStatus(id: number, body: StatusChange): Promise<AdminOrder> {
  const { order } = await api.post('/api/orders/:id/status', body, { params: { id } });
  return order;
}

/** The answer replaces the order in every loaded list at once; then the lists reload. */
export function useChangeOrderStatus() {
  return useChange(
    ({ id, body }: { id: number; body: StatusChange }) => changeOrderStatus(id, body),
    {
      onSuccess: (queryClient, order) => {
        queryClient.setQueriesData<AdminOrder[]>({ queryKey: ['admin-orders', 'range'] }, (list) =>
          list?.map((item) => (item.id === order.id ? order : item)),
        );
        queryClient.setQueryData(adminOrderKeys.order(order.id), order);
      },
      onSettled: invalidate(adminOrderKeys.all, ['dashboard']),
    },
  );
}
