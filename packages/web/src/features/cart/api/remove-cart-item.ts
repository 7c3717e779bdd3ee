import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CartItem } from '@shop/shared';
import { cartKeys } from '../../../api/cart-keys';

export function removeCartItem(id: number): Promise<{ message: string }> {
  return api.delete('/api/cart/:id', { params: { id } });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<CartItem[]>({ queryKey: cartKeys.all }, (items) =>
        items?.filter((item) => item.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
