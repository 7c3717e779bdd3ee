import { invalidate, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { CartItem } from '@shop/shared';
import { cartKeys } from '../../../api/cart-keys';

export function removeCartItem(id: number): Promise<{ message: string }> {
  return api.delete('/api/cart/:id', { params: { id } });
}

export function useRemoveCartItem() {
  return useChange(removeCartItem, {
    onSuccess: (queryClient, _answer, id) => {
      queryClient.setQueriesData<CartItem[]>({ queryKey: cartKeys.all }, (items) =>
        items?.filter((item) => item.id !== id),
      );
    },
    onSettled: invalidate(cartKeys.all),
  });
}
