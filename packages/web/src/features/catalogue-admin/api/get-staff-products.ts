import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { StaffProductListResponse } from '@shop/shared';
import { catalogueKeys } from './query-keys';

export async function getStaffProducts(
  { search, offset, limit = PRODUCT_PAGE_SIZE }: { search: string; offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<StaffProductListResponse> {
  return api.get('/api/products/staff', {
    query: { search: search.trim(), limit, offset },
    signal,
  });
}

/**
 * Every product with its stock figures (on hand, reserved, available), a page at a time
 * (limit/offset), so a large catalogue stays quick to open.
 */
export function useStaffProducts(search: string) {
  const term = search.trim();
  return useInfiniteQuery({
    queryKey: catalogueKeys.staffProducts(term),
    queryFn: ({ pageParam, signal }) =>
      getStaffProducts({ search: term, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((count, page) => count + page.products.length, 0) : undefined,
    // Keep the table on screen while a new search loads.
    placeholderData: keepPreviousData,
  });
}
