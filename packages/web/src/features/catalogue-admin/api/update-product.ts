import { useChange, type ItemEdit } from '../../../lib/mutation';
import type { ProductUpdateBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged } from './product-mutation';

export async function updateProduct({ id, body }: ItemEdit<ProductUpdateBody>): Promise<Product> {
  const { product } = await api.put('/api/products/:id', body, { params: { id } });
  return product;
}

export function useUpdateProduct() {
  return useChange(updateProduct, { onSuccess: productChanged });
}
