import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged } from './product-mutation';

export async function removeProductImage(id: number, imageId: number): Promise<Product> {
  const { product } = await api.delete('/api/products/:id/images/:imageId', {
    params: { id, imageId },
  });
  return product;
}

export function useRemoveProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) =>
      removeProductImage(id, imageId),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
