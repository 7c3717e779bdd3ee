import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What shoppers order most, offered when a search finds nothing. */
export function usePopularProducts(enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'popular'],
    queryFn: async ({ signal }) => (await api.get('/api/products/popular', { signal })).products,
    enabled,
    staleTime: 5 * 60_000,
  });
}
