import type { QueryClient } from '@tanstack/react-query';

// The storefront keys its lists ['products', filters] and its detail pages ['products', id], and
// its category chips ['categories']. Staff keys live under the same roots, so one invalidation by
// prefix refreshes the staff tables and every storefront screen at once.
export const catalogueKeys = {
  products: ['products'] as const,
  staffProducts: (search: string) => ['products', 'staff', { search }] as const,
  product: (id: number) => ['products', id] as const,
  categories: ['categories'] as const,
};

/** After any catalogue change: the storefront and the staff screens show it at once. */
export async function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
  ]);
}
