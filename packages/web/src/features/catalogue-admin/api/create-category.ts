import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Category } from '@shop/shared';
import { refreshCatalogue } from './query-keys';

export async function createCategory(body: CategoryBody): Promise<Category> {
  const { category } = await api.post('/api/categories', body);
  return category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
