import { invalidate, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../api/cart-keys';
import type { PlaceOrderResponse } from '@shop/shared';
import type { PlaceOrderInput } from '../../../payment/types';

/** The server prices the order itself; no amount is ever sent. */
export function placeOrder(body: PlaceOrderInput): Promise<PlaceOrderResponse> {
  return api.post('/api/orders/place-order', body);
}

export function usePlaceOrder() {
  return useChange(placeOrder, {
    // Stock is reserved by a placed order: the cart and the catalogue show it afterwards.
    onSuccess: invalidate(cartKeys.all, ['products']),
  });
}
