import { useQuery } from '@tanstack/react-query';
import type { Coupon, CouponBody } from '@shop/shared';
import { api, isForbidden } from '../../../lib/api-client';
import {
  invalidate,
  replaceInLists,
  useChange,
  type ActiveChange,
  type ItemEdit,
} from '../../../lib/mutation';

export const couponKeys = { all: ['coupons', 'all'] as const };

/** A refusal (403) goes to the area's guard, which shows why. */
export function useCoupons() {
  return useQuery({
    queryKey: couponKeys.all,
    queryFn: async ({ signal }) => (await api.get('/api/coupons', { signal })).coupons,
    throwOnError: isForbidden,
  });
}

export async function createCoupon(body: CouponBody): Promise<Coupon> {
  return (await api.post('/api/coupons', body)).coupon;
}

export function useCreateCoupon() {
  return useChange(createCoupon, { onSuccess: invalidate(couponKeys.all) });
}

export async function updateCoupon({ id, body }: ItemEdit<CouponBody>): Promise<Coupon> {
  return (await api.put('/api/coupons/:id', body, { params: { id } })).coupon;
}

/** An edited coupon replaces its row in place. */
export function useUpdateCoupon() {
  return useChange(updateCoupon, {
    onSuccess: (queryClient, coupon) => replaceInLists(queryClient, couponKeys.all, coupon),
  });
}

/** The shop's categories a coupon may be limited to (the storefront's own list and key). */
export function useCouponCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => (await api.get('/api/categories', { signal })).categories,
  });
}

export async function setCouponActive({ id, active }: ActiveChange): Promise<Coupon> {
  const path = active ? '/api/coupons/:id/activate' : '/api/coupons/:id/deactivate';
  return (await api.patch(path, undefined, { params: { id } })).coupon;
}

/** Coupons toggle in place. */
export function useSetCouponActive() {
  return useChange(setCouponActive, {
    onSuccess: (queryClient, coupon) => replaceInLists(queryClient, couponKeys.all, coupon),
  });
}
