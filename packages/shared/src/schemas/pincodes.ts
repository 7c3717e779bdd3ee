import { z } from 'zod';
import { messages } from '../messages';
import { PIN_CODE_PATTERN, PIN_PREFIX_PATTERN } from '../pin-codes';
import { TEXT_LIMITS, positiveInt, text } from './common';

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
