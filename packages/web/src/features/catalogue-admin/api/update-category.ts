import { useChange } from '../../../lib/mutation';
import type { CategoryBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Category } from '@shop/shared';
import { refreshCatalogue } from './query-keys';

export async function updateCategory(id: number, body: CategoryBody): Promise<Category> {
  const { category } = await api.put('/api/categories/:id', body, { params: { id } });
  return category;
}

export function useUpdateCategory() {
  return useChange(
    ({ id, body }: { id: number; body: CategoryBody }) => updateCategory(id, body),
    // A new GST changes every price in the category, so products are refreshed too.
    { onSuccess: refreshCatalogue },
  );
}
