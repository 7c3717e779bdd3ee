import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/shared';
import { catalogueKeys, refreshCatalogue } from './query-keys';

/** One image of a product, as the image routes name it. */
export interface ProductImageRef {
  id: number;
  imageId: number;
}

/** Shows the server's answer at once, then refreshes every list that may hold the product. */
export async function productChanged(queryClient: QueryClient, product: Product) {
  queryClient.setQueryData(catalogueKeys.product(product.id), product);
  await refreshCatalogue(queryClient);
}
