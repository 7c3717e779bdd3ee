import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';

export interface ProductFilters {
  search?: string;
  categoryId?: number;
}

export async function getProducts(
  filters: ProductFilters = {},
  signal?: AbortSignal,
): Promise<Product[]> {
  const { products } = await api.get('/api/products/', {
    query: { search: filters.search?.trim(), category_id: filters.categoryId },
    signal,
  });
  return products;
}

export const productsQueryOptions = (filters: ProductFilters = {}) =>
  queryOptions({
    queryKey: [
      'products',
      { search: filters.search?.trim() ?? '', categoryId: filters.categoryId },
    ],
    queryFn: ({ signal }) => getProducts(filters, signal),
  });

export function useProducts(filters: ProductFilters = {}) {
  // Keep the previous grid on screen while a new search loads, instead of flashing skeletons.
  return useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
