import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAddBody } from '@shop/shared';
import { api } from '../lib/api-client';
import type { CartItem } from '@shop/shared';
import { cartKeys } from './cart-keys';

interface AddToCartResponse {
  message: string;
  cart_item: CartItem;
}

/** Adding a product already in the cart raises its quantity (contract §4). */
export function addToCart(body: CartAddBody): Promise<AddToCartResponse> {
  return api.post('/api/cart/add', body);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
