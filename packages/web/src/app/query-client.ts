import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import type { ShopData } from '@shop/shared';
import { seedShopData } from '../features/products/api/inlined-data';

/** The app's query cache, seeded with the data the server inlined into the page, if any. */
export function createQueryClient(shopData?: ShopData): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a dropped connection might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
  if (shopData) seedShopData(queryClient, shopData);
  return queryClient;
}
