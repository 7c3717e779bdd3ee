import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged, type ProductImageRef } from './product-mutation';

export async function removeProductImage(image: ProductImageRef): Promise<Product> {
  const { product } = await api.delete('/api/products/:id/images/:imageId', { params: image });
  return product;
}

export function useRemoveProductImage() {
  return useChange(removeProductImage, { onSuccess: productChanged });
}
