import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged } from './product-mutation';

export async function setCoverImage(id: number, imageId: number): Promise<Product> {
  const { product } = await api.put('/api/products/:id/images/:imageId/cover', undefined, {
    params: { id, imageId },
  });
  return product;
}

export function useSetCoverImage() {
  return useChange(
    ({ id, imageId }: { id: number; imageId: number }) => setCoverImage(id, imageId),
    { onSuccess: productChanged },
  );
}
