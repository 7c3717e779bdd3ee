import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { Product } from '@shop/shared';

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const { product } = await api.get('/api/products/:id', { params: { id }, signal });
  return product;
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
