import { invalidate, useChange } from '../lib/mutation';
import type { CartAddBody } from '@shop/shared';
import { api } from '../lib/api-client';
import type { CartItem } from '@shop/shared';
import { cartKeys } from './cart-keys';

interface AddToCartResponse {
  message: string;
  cart_item: CartItem;
}

/** Adding a product already in the cart raises its quantity. */
export function addToCart(body: CartAddBody): Promise<AddToCartResponse> {
  return api.post('/api/cart/add', body);
}

export function useAddToCart() {
  return useChange(addToCart, { onSettled: invalidate(cartKeys.all) });
}
