import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { catalogueKeys } from './query-keys';

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const { product } = await api.get('/api/products/:id', { params: { id }, signal });
  return product;
}

export function useProduct(id: number, initialData?: Product) {
  return useQuery({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    placeholderData: initialData,
  });
}
