import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shop } from '@shop/shared';
import { api } from '../lib/api-client';

export async function getShop(signal?: AbortSignal): Promise<Shop> {
  const { shop } = await api.get('/api/shop', { signal });
  return shop;
}

/** Fixed by the server's configuration: read once per visit (the page usually inlines it). */
export const shopQueryOptions = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: ({ signal }) => getShop(signal),
    staleTime: Infinity,
  });

/** The seller's contact details and the per-order limit of a product. */
export const useShop = () => useQuery(shopQueryOptions());
