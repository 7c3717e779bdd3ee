import { useChange } from '../../../lib/mutation';
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
  return useChange(
    ({ id, imageId }: { id: number; imageId: number }) => removeProductImage(id, imageId),
    { onSuccess: productChanged },
  );
}
