import type { CouponApplyBody, CouponApplyResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** What a code saves on the order the summary shows, or the server's reason it does not apply. */
export function applyCoupon(body: CouponApplyBody): Promise<CouponApplyResponse> {
  return api.post('/api/coupons/apply', body);
}
