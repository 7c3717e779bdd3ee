import { useChange } from '../../../lib/mutation';
import type { CategoryBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Category } from '@shop/shared';
import { refreshCatalogue } from './query-keys';

export async function createCategory(body: CategoryBody): Promise<Category> {
  const { category } = await api.post('/api/categories', body);
  return category;
}

export function useCreateCategory() {
  return useChange(createCategory, { onSuccess: refreshCatalogue });
}
