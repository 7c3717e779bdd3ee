import { useChange, type ItemEdit } from '../../../lib/mutation';
import type { CategoryBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Category } from '@shop/shared';
import { refreshCatalogue } from './query-keys';

export async function updateCategory({ id, body }: ItemEdit<CategoryBody>): Promise<Category> {
  const { category } = await api.put('/api/categories/:id', body, { params: { id } });
  return category;
}

export function useUpdateCategory() {
  // A new GST changes every price in the category, so products are refreshed too.
  return useChange(updateCategory, { onSuccess: refreshCatalogue });
}
