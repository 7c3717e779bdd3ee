import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: async ({ signal }) => (await api.get('/api/categories', { signal })).categories,
  });
}
