import { useChange } from '../../../lib/mutation';
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
  return useChange(
    ({ id, images }: { id: number; images: readonly File[] }) => addProductImages(id, images),
    { onSuccess: productChanged },
  );
}
