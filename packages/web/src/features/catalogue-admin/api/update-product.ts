import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductUpdateBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged } from './product-mutation';

export async function updateProduct(id: number, body: ProductUpdateBody): Promise<Product> {
  const { product } = await api.put('/api/products/:id', body, { params: { id } });
  return product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateBody }) => updateProduct(id, body),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
