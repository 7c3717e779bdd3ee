import { invalidate, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../api/cart-keys';
import { orderKeys } from '../../../api/order-keys';

/** The shopper cancels their unpaid order; its stock goes back on sale at once. */
export async function cancelOrder(orderId: number) {
  return (await api.post('/api/orders/:id/cancel', undefined, { params: { id: orderId } })).order;
}

export function useCancelOrder() {
  return useChange(cancelOrder, {
    onSuccess: invalidate(orderKeys.all, cartKeys.all, ['products']),
  });
}
