import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

/** Whether Shiprocket is set up; without it staff ship by hand and the dialog says so. */
export function useShippingSetup(enabled: boolean) {
  return useQuery({
    queryKey: adminOrderKeys.shippingSetup,
    queryFn: ({ signal }) => api.get('/api/orders/shipping-setup', { signal }),
    enabled,
    staleTime: Infinity,
  });
}
