import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { STOREFRONT_PAGE_SIZE } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Product } from '../../../types/product';

export interface ProductFilters {
  search?: string;
  categoryId?: number;
}

/** One page of `GET /api/products` as the API answers it. */
export interface ProductPage {
  products: Product[];
  has_more: boolean;
}

export function getProductPage(
  filters: ProductFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return api.get<ProductPage>('/api/products', {
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
export const productListKey = (filters: ProductFilters = {}) =>
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
