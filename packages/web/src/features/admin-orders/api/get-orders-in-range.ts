import { useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import type { AdminOrder, PaymentMethod } from '@shop/shared';
import { adminOrderKeys } from './admin-order-keys';

export async function getOrdersInRange(
  from: string,
  to: string,
  signal?: AbortSignal,
  method?: PaymentMethod,
): Promise<AdminOrder[]> {
  const query = method ? { from, to, payment_method: method } : { from, to };
  const { orders } = await signOutOn401(() => api.get('/api/orders/date-range', { query, signal }));
  return orders;
}

/**
 * Loads when both dates are set and reloads whenever either changes. A refusal
 * (403) goes to the area's guard, which shows why.
 */
export function useOrdersInRange(
  from: string,
  to: string,
  enabled: boolean,
  method?: PaymentMethod,
) {
  return useQuery({
    queryKey: adminOrderKeys.range(from, to, method),
    queryFn: ({ signal }) => getOrdersInRange(from, to, signal, method),
    enabled,
    throwOnError: isForbidden,
  });
}

/** One order as staff see it (its customer and who set each status), from a link elsewhere. */
export async function getAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  const { order } = await signOutOn401(() =>
    api.get('/api/orders/:id/staff', { params: { id }, signal }),
  );
  return order;
}

/** An order outside the loaded range (a link from elsewhere) is read on its own. */
export function useAdminOrder(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: adminOrderKeys.order(id ?? 0),
    queryFn: ({ signal }) => getAdminOrder(id ?? 0, signal),
    enabled: enabled && id !== null,
  });
}
