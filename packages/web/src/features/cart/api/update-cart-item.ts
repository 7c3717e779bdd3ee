import { invalidate, replaceInLists, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { CartItem } from '@shop/shared';
import { cartKeys } from '../../../api/cart-keys';

interface UpdateCartItemInput {
  id: number;
  qty: number;
}

export async function updateCartItem({ id, qty }: UpdateCartItemInput): Promise<CartItem> {
  const { cart_item } = await api.put('/api/cart/update/:id', { qty }, { params: { id } });
  return cart_item;
}

export function useUpdateCartItem() {
  return useChange(updateCartItem, {
    // Show the new quantity and stock at once, then settle with the server's list.
    onSuccess: (queryClient, item) => replaceInLists(queryClient, cartKeys.all, item),
    onSettled: invalidate(cartKeys.all),
  });
}
