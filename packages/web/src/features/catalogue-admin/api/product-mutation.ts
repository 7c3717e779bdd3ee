import type { QueryClient } from '@tanstack/react-query';
import type { StaffProduct } from '../types';
import { catalogueKeys, refreshCatalogue } from './query-keys';

/** Shows the server's answer at once, then refreshes every list that may hold the product. */
export async function productChanged(queryClient: QueryClient, product: StaffProduct) {
  queryClient.setQueryData(catalogueKeys.product(product.id), product);
  await refreshCatalogue(queryClient);
}
