import { invalidate, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../api/order-keys';

/** Confirms a cash on delivery order: signed in as its owner, or with the mailed link's token. */
export async function confirmCod({ orderId, token }: { orderId: number; token?: string }) {
  return (
    await api.post('/api/orders/:id/confirm-cod', token ? { token } : {}, {
      params: { id: orderId },
    })
  ).order;
}

export function useConfirmCod() {
  return useChange(confirmCod, { onSuccess: invalidate(orderKeys.all) });
}
