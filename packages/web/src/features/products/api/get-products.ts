import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { STOREFRONT_PAGE_SIZE, type ProductListResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';

interface ProductFilters {
  search?: string;
  categoryId?: number;
}

export function getProductPage(
  filters: ProductFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return api.get('/api/products', {
    query: {
      search: filters.search?.trim(),
      category_id: filters.categoryId,
      limit: STOREFRONT_PAGE_SIZE,
      offset: offset || undefined, // the first page's address matches the one the server inlines
    },
    signal,
  });
}

/** The listing's cache key; the first page of the unfiltered listing may come inlined in the HTML. */
const productListKey = (filters: ProductFilters = {}) =>
  ['products', { search: filters.search?.trim() ?? '', categoryId: filters.categoryId }] as const;

export const productsQueryOptions = (filters: ProductFilters = {}) =>
  infiniteQueryOptions({
    queryKey: productListKey(filters),
    queryFn: ({ pageParam, signal }) => getProductPage(filters, pageParam, signal),
    initialPageParam: 0,
    // The next page starts after every product already shown.
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((shown, page) => shown + page.products.length, 0) : undefined,
  });

export function useProducts(filters: ProductFilters = {}) {
  // Keep the previous grid on screen while a new search loads, instead of flashing skeletons.
  return useInfiniteQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
