import type { QueryClient } from '@tanstack/react-query';

// The shopper's list of active states lives under the same root, so one invalidation refreshes
// the address form and the order summary too.
export const deliveryStateKeys = {
  root: ['delivery-states'] as const,
  all: ['delivery-states', 'all'] as const,
};

export function refreshDeliveryStates(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: deliveryStateKeys.root });
}
