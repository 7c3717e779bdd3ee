import { z } from 'zod';
import { messages } from '../messages';
import { codMessages } from '../cod-messages';
import { PAYMENT_METHODS } from '../order-status';
import { qtyField } from './cart';
import { TEXT_LIMITS, positiveInt, requiredText } from './common';

export const placeOrderBody = z.object({
  // null buys the whole cart; a product id buys that product alone.
  product_id: positiveInt(messages.cart.productRequired).nullable().default(null),
  qty: qtyField.optional(),
  address_id: positiveInt(messages.orderSummary.addressRequired),
  /** The coupon the summary showed; the server prices the order with it again. */
  coupon_code: z
    .string({ error: messages.promotions.couponInvalid })
    .trim()
    .max(40, messages.promotions.couponInvalid)
    .nullish()
    .transform((code) => code || undefined),
  /** How the shopper pays: online (the default, as before) or cash on delivery. */
  payment_method: z.enum(PAYMENT_METHODS).default('online'),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

const token = { max: TEXT_LIMITS.token };

export const verifyPaymentBody = z.object({
  order_id: positiveInt(messages.payment.detailsMissing),
  razorpay_payment_id: requiredText(messages.payment.detailsMissing, 'razorpay_payment_id', token),
  razorpay_signature: requiredText(messages.payment.detailsMissing, 'razorpay_signature', token),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

/**
 * The years a date or month may name: the shop's records need nothing older, and the year 0
 * or 9999 would carry a day's bounds past what a timestamp holds.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2999;

function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

export const isoDate = z
  .string({ error: messages.orders.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.orders.dateInvalid)
  .refine(isCalendarDate, messages.orders.dateInvalid)
  .refine(
    (date) => date >= `${FIRST_YEAR}-01-01` && date <= `${LAST_YEAR}-12-31`,
    messages.orders.dateOutOfRange(FIRST_YEAR, LAST_YEAR),
  );

/** Inclusive calendar days in India time; the server turns them into instants. */
export const dateRangeQuery = z
  .object({ from: isoDate, to: isoDate })
  // Same-width ISO dates compare correctly as text.
  .refine((range) => range.from <= range.to, {
    message: messages.orders.dateRangeInvalid,
    path: ['to'],
  });
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

/** `POST /api/orders/{id}/confirm-cod`: the mailed link's token, or nothing when signed in. */
export const confirmCodBody = z.object({
  token: z
    .string({ error: codMessages.linkInvalid })
    .trim()
    .max(200, codMessages.linkInvalid)
    .nullish()
    .transform((token) => token || undefined),
});
export type ConfirmCodBody = z.infer<typeof confirmCodBody>;
