import type { Coupon } from '@shop/shared';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** What the coupon form holds: text as typed, the ticks and the chosen categories. */
export interface CouponValues {
  code: string;
  description: string;
  kind: Coupon['kind'];
  value: string;
  max_discount: string;
  min_order: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_customer_limit: string;
  first_order_only: boolean;
  category_ids: number[];
}

/** The India calendar day (`YYYY-MM-DD`) of an instant the server answered; '' for none. */
export function indiaDay(iso: string | null): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

const figure = (value: number | null) => (value === null ? '' : String(value));

/** A new coupon's blank form, or an existing coupon's figures to edit. */
export function couponValues(coupon?: Coupon): CouponValues {
  if (!coupon)
    return {
      code: '',
      description: '',
      kind: 'percent',
      value: '',
      max_discount: '',
      min_order: '',
      starts_at: '',
      ends_at: '',
      usage_limit: '',
      per_customer_limit: '1',
      first_order_only: false,
      category_ids: [],
    };
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === 'free_delivery' ? '' : String(coupon.value),
    max_discount: figure(coupon.max_discount),
    min_order: coupon.min_order > 0 ? String(coupon.min_order) : '',
    starts_at: indiaDay(coupon.starts_at),
    ends_at: indiaDay(coupon.ends_at),
    usage_limit: figure(coupon.usage_limit),
    per_customer_limit: String(coupon.per_customer_limit),
    first_order_only: coupon.first_order_only,
    category_ids: coupon.category_ids,
  };
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The body the form sends, before the shared schema checks it. A date left as it was shown
 * sends the coupon's own instant, so a bound set to a time of day is not moved to the day's
 * edge by an edit of something else; an edited coupon keeps whether it is active.
 */
export function couponInput(values: CouponValues, coupon?: Coupon): Record<string, unknown> {
  const bound = (typed: string, kept: string | null) =>
    coupon && kept !== null && typed === indiaDay(kept) ? kept : typed;
  return {
    ...values,
    value: blankToUndefined(values.value),
    max_discount: blankToUndefined(values.max_discount),
    min_order: blankToUndefined(values.min_order),
    usage_limit: blankToUndefined(values.usage_limit),
    per_customer_limit: blankToUndefined(values.per_customer_limit),
    starts_at: bound(values.starts_at, coupon?.starts_at ?? null),
    ends_at: bound(values.ends_at, coupon?.ends_at ?? null),
    category_ids: values.kind === 'free_delivery' ? [] : values.category_ids,
    ...(coupon && { is_active: coupon.is_active }),
  };
}
