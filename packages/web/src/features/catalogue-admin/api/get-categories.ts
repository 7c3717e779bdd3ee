import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Category } from '@shop/shared';
import { catalogueKeys } from './query-keys';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await api.get('/api/categories', { signal });
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
