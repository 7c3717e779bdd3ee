import { useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged } from './product-mutation';

export async function updateStock({ id, stock }: { id: number; stock: number }): Promise<Product> {
  const { product } = await api.put('/api/products/:id/stock', { stock }, { params: { id } });
  return product;
}

export function useUpdateStock() {
  return useChange(updateStock, { onSuccess: productChanged });
}
