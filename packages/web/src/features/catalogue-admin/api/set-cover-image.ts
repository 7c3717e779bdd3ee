import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged, type ProductImageRef } from './product-mutation';

export async function setCoverImage(image: ProductImageRef): Promise<Product> {
  const path = '/api/products/:id/images/:imageId/cover';
  const { product } = await api.put(path, undefined, { params: image });
  return product;
}

export function useSetCoverImage() {
  return useChange(setCoverImage, { onSuccess: productChanged });
}
