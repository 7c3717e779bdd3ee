import { z } from 'zod';
import { recordId, rupees } from './common';

/** One state a PIN lies in, under the shop's delivery-state name, with its GST state code. */
const pincodeStateSchema = z.strictObject({
  state: z.string(),
  state_code: z.string(),
});
export type PincodeState = z.infer<typeof pincodeStateSchema>;

/** A PIN code of India Post's directory: its states (most PINs have one), district and post offices. */
const pincodeSchema = z.strictObject({
  pin: z.string(),
  states: z.array(pincodeStateSchema).min(1),
  /** The PIN's (first) district. */
  district: z.string(),
  /** The names of its post offices: a shopper's likely city, town or locality. */
  places: z.array(z.string()),
});
export type Pincode = z.infer<typeof pincodeSchema>;

/** `GET /api/pincodes/:pin`. */
export const pincodeResponse = z.strictObject({ pincode: pincodeSchema });
export type PincodeResponse = z.infer<typeof pincodeResponse>;

/** A delivery rule on a PIN or a PIN prefix; the longest matching prefix decides. */
const pinRuleSchema = z.strictObject({
  id: recordId,
  prefix: z.string(),
  /** false: no delivery to these PINs. */
  delivery: z.boolean(),
  /** false: no cash on delivery to these PINs. */
  cod: z.boolean(),
  note: z.string(),
});
export type PinRule = z.infer<typeof pinRuleSchema>;

/** `GET /api/delivery-states/pin-rules`. */
export const pinRuleListResponse = z.strictObject({ pin_rules: z.array(pinRuleSchema) });
export type PinRuleListResponse = z.infer<typeof pinRuleListResponse>;

/** A rule added, or the rule deleted. */
export const pinRuleResponse = z.strictObject({ pin_rule: pinRuleSchema });
export type PinRuleResponse = z.infer<typeof pinRuleResponse>;

/** `GET /api/delivery/quote`: delivering a product to a PIN, priced as place-order would. */
const deliveryQuoteSchema = z.strictObject({
  pin: z.string(),
  /** The state quoted: the PIN's first, or the one asked for. */
  state: z.string(),
  deliverable: z.boolean(),
  /** Rupees; null where there is no delivery. */
  delivery_charge: rupees.nullable(),
  cod_available: z.boolean(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const deliveryQuoteResponse = z.strictObject({ quote: deliveryQuoteSchema });
export type DeliveryQuoteResponse = z.infer<typeof deliveryQuoteResponse>;
