import { z } from 'zod';
import { recordId } from './common';
import { flash } from './fields';

/** A charge; `amount` stays the text typed: a rupee figure ("25") or a percentage ("2%"). */
const chargeSchema = z.strictObject({
  id: recordId,
  type: z.string(),
  amount: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** `GET /api/Charges`. */
export const chargeListResponse = z.strictObject({ charges: z.array(chargeSchema) });
export type ChargeListResponse = z.infer<typeof chargeListResponse>;

/** Create and update. */
export const chargeResponse = z.strictObject({ charge: chargeSchema });
export type ChargeResponse = z.infer<typeof chargeResponse>;

/** Activate and deactivate: the flash and the charge as it is now. */
export const chargeChangedResponse = chargeResponse.extend(flash);
export type ChargeChangedResponse = z.infer<typeof chargeChangedResponse>;

/** `GET /api/charges/type/{type}`: the active charge's text, `"0"` when none is active. */
export const chargeAmountResponse = z.strictObject({ amount: z.string() });
export type ChargeAmountResponse = z.infer<typeof chargeAmountResponse>;
