import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged } from './product-mutation';

export async function addProductImages(id: number, images: readonly File[]): Promise<Product> {
  const form = new FormData();
  for (const image of images) form.append('images', image, image.name);
  const { product } = await api.post('/api/products/:id/images', form, { params: { id } });
  return product;
}

export function useAddProductImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, images }: { id: number; images: readonly File[] }) =>
      addProductImages(id, images),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
