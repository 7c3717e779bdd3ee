import { deliveryChargePaise, type DeliveryRates } from './delivery';
import type { GatewayCharge } from './gateway-fee';
import { unitGstPaise } from './gst';
import { roundHalfUp } from './money';
import {
  linePricePaise,
  orderPriceOf,
  orderWeightGrams,
  type OrderPrice,
  type PricedLine,
} from './order-total';

/**
 * A coupon as the arithmetic needs it. `value` is a percentage for `percent`, paise for `fixed`
 * and ignored for `free_delivery`; an empty `categoryIds` means every category.
 */
export type CouponTerms = {
  kind: 'percent' | 'fixed' | 'free_delivery';
  value: number;
  maxDiscountPaise: number | null;
  categoryIds: readonly number[];
};

export type DiscountableLine = PricedLine & { categoryId: number };

/** One line after the discount, in paise: its share of the saving split into taxable and tax parts. */
export type DiscountedLine = {
  /** rate × qty, before the discount and without tax */
  grossValue: number;
  /** the taxable part of the line's share of the discount */
  discount: number;
  /** grossValue − discount: what GST is charged on */
  taxableValue: number;
  /** the line's GST after its tax part is taken off */
  gst: number;
  /** the whole share (taxable + tax part): what the shopper saves on this line */
  share: number;
};

export type DiscountedOrderPrice = OrderPrice & {
  /** what the shopper saves: the items' discount, or the delivery charge waived */
  discountPaise: number;
  /** items with GST before the discount; `min_order` is checked against it */
  itemsBeforeDiscountPaise: number;
  freeDelivery: boolean;
  lines: DiscountedLine[];
};

function isEligibleLine(terms: CouponTerms, line: DiscountableLine): boolean {
  return terms.categoryIds.length === 0 || terms.categoryIds.includes(line.categoryId);
}

/** The price with GST of the lines the coupon covers. */
export function eligibleItemsPaise(terms: CouponTerms, lines: readonly DiscountableLine[]): number {
  return lines.reduce(
    (sum, line) => (isEligibleLine(terms, line) ? sum + linePricePaise(line) : sum),
    0,
  );
}

/**
 * What a percent or fixed coupon takes off the items, tax included: a percentage of the eligible
 * items' price with GST rounded half up and capped by the maximum, or the fixed amount, never
 * more than the eligible items' price. Free delivery takes nothing off the items.
 */
export function itemsDiscountPaise(terms: CouponTerms, lines: readonly DiscountableLine[]): number {
  if (terms.kind === 'free_delivery') return 0;
  const eligible = eligibleItemsPaise(terms, lines);
  const raw = terms.kind === 'percent' ? roundHalfUp((eligible * terms.value) / 100) : terms.value;
  const capped =
    terms.kind === 'percent' && terms.maxDiscountPaise !== null && terms.maxDiscountPaise > 0
      ? Math.min(raw, terms.maxDiscountPaise)
      : raw;
  return Math.max(0, Math.min(capped, eligible));
}

/**
 * Spreads `total` paise over weights in proportion, by the largest-remainder rule: each gets the
 * whole paise of its exact share, and the paise left over go one each to the largest remainders
 * (ties: the earlier one), so the shares add up to `total` exactly.
 */
export function spreadPaise(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, r: total * w - shares[i]! * sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A line's share of the discount split at its GST rate: the taxable part is
 * round half up of share × 100 / (100 + rate), the tax part the rest. The taxable part is kept
 * within the line's own values (never above its value without tax, never leaving a tax part above
 * its GST), which only matters when a coupon takes the whole line.
 */
export function splitShare(
  share: number,
  gstPercent: number,
  grossValue: number,
  lineGst: number,
): { taxable: number; tax: number } {
  const exact = roundHalfUp((share * 100) / (100 + gstPercent));
  const taxable = Math.min(grossValue, Math.max(share - lineGst, exact));
  return { taxable, tax: share - taxable };
}

/**
 * The order's price with a coupon (or none). The discount is spread over the eligible lines in
 * proportion to their price with GST; each line's taxable value and GST go down by its share's
 * parts; `amountPaise` and `gstPaise` are the values after the discount and the gateway fee is taken on the
 * discounted items plus delivery. Free delivery makes the delivery charge 0 and counts the charge
 * waived as the discount, leaving `amountPaise` and `gstPaise` as they were.
 */
export function priceOrderWithCoupon(
  lines: readonly DiscountableLine[],
  delivery: DeliveryRates | null,
  charge: GatewayCharge | null,
  terms: CouponTerms | null,
): DiscountedOrderPrice {
  const itemsDiscount = terms === null ? 0 : itemsDiscountPaise(terms, lines);
  const weights = lines.map((line) =>
    terms !== null && isEligibleLine(terms, line) ? linePricePaise(line) : 0,
  );
  const shares = spreadPaise(itemsDiscount, weights);
  let amount = 0;
  let gst = 0;
  let itemsBeforeDiscount = 0;
  const discounted = lines.map((line, i): DiscountedLine => {
    const grossValue = line.ratePaise * line.qty;
    const lineGst = unitGstPaise(line.ratePaise, line.gstPercent) * line.qty;
    itemsBeforeDiscount += grossValue + lineGst;
    const share = shares[i]!;
    const { taxable, tax } = splitShare(share, line.gstPercent, grossValue, lineGst);
    amount += grossValue - taxable;
    gst += lineGst - tax;
    return {
      grossValue,
      discount: taxable,
      taxableValue: grossValue - taxable,
      gst: lineGst - tax,
      share,
    };
  });
  const fullDelivery =
    delivery === null ? 0 : deliveryChargePaise(delivery, orderWeightGrams(lines));
  const freeDelivery = terms?.kind === 'free_delivery';
  return {
    ...orderPriceOf(amount, gst, freeDelivery ? 0 : fullDelivery, charge),
    discountPaise: freeDelivery ? fullDelivery : itemsDiscount,
    itemsBeforeDiscountPaise: itemsBeforeDiscount,
    freeDelivery,
    lines: discounted,
  };
}

/** The whole percentage saved against the MRP, rounded down so it never overstates ("13% off"). */
export function mrpSavingPercent(pricePaise: number, mrpPaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}
