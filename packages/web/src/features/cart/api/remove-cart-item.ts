import { invalidate, removeFromLists, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../api/cart-keys';

export function removeCartItem(id: number): Promise<{ message: string }> {
  return api.delete('/api/cart/:id', { params: { id } });
}

export function useRemoveCartItem() {
  return useChange(removeCartItem, {
    onSuccess: (queryClient, _answer, id) => removeFromLists(queryClient, cartKeys.all, id),
    onSettled: invalidate(cartKeys.all),
  });
}
