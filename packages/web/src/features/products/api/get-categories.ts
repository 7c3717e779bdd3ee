import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Category } from '@shop/shared';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await api.get('/api/categories', { signal });
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
