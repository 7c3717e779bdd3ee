import type { QueryClient } from '@tanstack/react-query';

// The order summary's Payment Gateway amount lives under the same root, so one invalidation
// refreshes it too.
export const chargeKeys = {
  root: ['charges'] as const,
  all: ['charges', 'all'] as const,
};

export function refreshCharges(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chargeKeys.root });
}
