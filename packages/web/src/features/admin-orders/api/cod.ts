import { useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import { invalidate, useChange } from '../../../lib/mutation';
import { signOutOn401 } from '../../../lib/sign-out-on-401';
import { adminOrderKeys } from './admin-order-keys';

/** Cash on delivery orders waiting for confirmation, oldest first. */
export function useCodToConfirm(enabled: boolean) {
  return useQuery({
    queryKey: adminOrderKeys.codToConfirm,
    queryFn: async ({ signal }) =>
      (await signOutOn401(() => api.get('/api/orders/cod-to-confirm', { signal }))).orders,
    enabled,
    throwOnError: isForbidden,
  });
}

/** Staff confirm a COD order after a phone call. */
export const confirmCodByStaff = async (orderId: number) =>
  (await api.post('/api/orders/:id/confirm-cod', {}, { params: { id: orderId } })).order;

export function useConfirmCodByStaff() {
  return useChange(confirmCodByStaff, { onSuccess: invalidate(adminOrderKeys.all) });
}

/** Delivered COD orders of the India days, with the cash each courier should bring. */
export function useCodReport(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: adminOrderKeys.codReport(from, to),
    queryFn: async ({ signal }) =>
      (await signOutOn401(() => api.get('/api/orders/cod-report', { query: { from, to }, signal })))
        .orders,
    enabled,
    throwOnError: isForbidden,
  });
}

/** Marks the cash of one or several delivered COD orders as paid to the shop. */
export const markRemitted = async (orderIds: number[]) =>
  (await api.post('/api/orders/cod-remitted', { order_ids: orderIds })).orders;

export function useMarkRemitted() {
  return useChange(markRemitted, { onSuccess: invalidate(adminOrderKeys.all) });
}
