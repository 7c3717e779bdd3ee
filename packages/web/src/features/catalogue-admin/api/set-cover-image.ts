import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffProduct } from '../types';
import { productChanged } from './product-mutation';

export async function setCoverImage(id: number, imageId: number): Promise<StaffProduct> {
  const { product } = await api.put('/api/products/:id/images/:imageId/cover', undefined, {
    params: { id, imageId },
  });
  return product;
}

export function useSetCoverImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) => setCoverImage(id, imageId),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
