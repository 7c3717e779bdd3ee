import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_LIMITS, positiveInt, text } from './common';

/** Six digits, the first of which is 1 to 9: India Post's PIN codes. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

const pinCode = z.string({ error: messages.pincode.invalid }).regex(PIN_CODE_PATTERN, {
  error: messages.pincode.invalid,
});

/** `GET /api/pincodes/:pin`. */
export const pincodeParams = z.object({ pin: pinCode });
export type PincodeParams = z.infer<typeof pincodeParams>;

/** `GET /api/delivery/quote`: a product's delivery to a PIN, for one or more of it. */
export const deliveryQuoteQuery = z.object({
  pin: pinCode,
  product_id: positiveInt(messages.pincode.quoteProductInvalid),
  qty: positiveInt(messages.pincode.quoteQtyInvalid).default(1),
  /** For a PIN of two states, the one to quote (the first otherwise). */
  state: text('state', { max: TEXT_LIMITS.name }).optional(),
});
export type DeliveryQuoteQuery = z.infer<typeof deliveryQuoteQuery>;

/** A PIN or the first 1 to 6 digits of PINs; it cannot start with 0, as no PIN does. */
export const PIN_PREFIX_PATTERN = /^[1-9]\d{0,5}$/;

/**
 * A delivery rule on every PIN starting with `prefix`. `delivery: false` stops delivery;
 * `cod: false` stops cash on delivery only. The longest matching prefix decides both.
 */
export const pinRuleBody = z.object({
  prefix: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: messages.pincode.rulePrefixInvalid }).trim(),
    )
    .pipe(z.string().regex(PIN_PREFIX_PATTERN, { error: messages.pincode.rulePrefixInvalid })),
  delivery: z.boolean({ error: messages.pincode.ruleDeliveryInvalid }),
  cod: z.boolean({ error: messages.pincode.ruleCodInvalid }),
  note: text('note', { max: TEXT_LIMITS.line }).default(''),
});
export type PinRuleBody = z.infer<typeof pinRuleBody>;
