import { invalidate, useChange } from '../lib/mutation';
import { api } from '../lib/api-client';
import { cartKeys } from '../api/cart-keys';
import { orderKeys } from '../api/order-keys';
import type { PlaceOrderResponse } from './types';

/** Pays the same order again at its own price: the checkout opens with what this answers. */
export function payOrder(orderId: number): Promise<PlaceOrderResponse> {
  return api.post('/api/orders/:id/pay', undefined, { params: { id: orderId } });
}

export function usePayOrder() {
  return useChange(payOrder, {
    // A failed order takes its stock again and is Placed once more.
    onSuccess: invalidate(orderKeys.all, cartKeys.all, ['products']),
  });
}
