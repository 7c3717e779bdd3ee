import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Category } from '@shop/shared';
import { refreshCatalogue } from './query-keys';

export async function updateCategory(id: number, body: CategoryBody): Promise<Category> {
  const { category } = await api.put('/api/categories/:id', body, { params: { id } });
  return category;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryBody }) => updateCategory(id, body),
    // A new GST changes every price in the category, so products are refreshed too.
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
