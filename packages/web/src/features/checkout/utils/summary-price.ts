import {
  parseChargeAmount,
  priceOrderWithCoupon,
  rupeesToPaise,
  type AppliedCoupon,
  type CouponTerms,
  type DiscountableLine,
  type DiscountedOrderPrice,
} from '@shop/shared';
import type { DeliveryState } from '@shop/shared';

/** An applied coupon as the shared pricing module takes it: rupees to paise, as the server stores it. */
export function couponTermsOf(coupon: AppliedCoupon): CouponTerms {
  return {
    kind: coupon.kind,
    value: coupon.kind === 'fixed' ? rupeesToPaise(coupon.value) : coupon.value,
    maxDiscountPaise: coupon.max_discount === null ? null : rupeesToPaise(coupon.max_discount),
    categoryIds: coupon.category_ids,
  };
}

/**
 * The summary's figures from the same inputs the server prices with: each line's rate, GST and
 * weight, the address's active delivery state, the Payment Gateway amount and the
 * coupon applied, if any (docs/decisions/028).
 */
export function summaryPrice(
  lines: readonly DiscountableLine[],
  state: DeliveryState | null | undefined,
  gatewayAmount: string | null | undefined,
  coupon: AppliedCoupon | null = null,
): DiscountedOrderPrice {
  const delivery = state
    ? {
        delivery_rate_paise: rupeesToPaise(state.delivery_rate),
        additional_rate_paise: rupeesToPaise(state.additional_rate),
      }
    : null;
  const charge = gatewayAmount ? parseChargeAmount(gatewayAmount) : null;
  return priceOrderWithCoupon(lines, delivery, charge, coupon ? couponTermsOf(coupon) : null);
}
