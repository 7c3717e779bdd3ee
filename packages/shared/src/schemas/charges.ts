import { z } from 'zod';
import { messages } from '../messages';
import { parseChargeAmount } from '../pricing/gateway-fee';
import { TEXT_LIMITS, requiredText } from './common';

/** The gateway fee, and the cash on delivery fee (COD is offered while one is active). */
export const CHARGE_TYPES = ['Payment Gateway', 'Cash on Delivery'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

/** The amount is kept as the text typed, once it reads as a rupee figure or a percentage. */
export const chargeBody = z.object({
  type: z.enum(CHARGE_TYPES, { error: messages.charge.typeRequired }),
  amount: requiredText(messages.charge.amountRequired, 'amount', { max: 20 }).refine(
    (text) => parseChargeAmount(text) !== null,
    messages.charge.amountInvalid,
  ),
  description: requiredText(messages.charge.descriptionRequired, 'description', {
    max: TEXT_LIMITS.long,
    multiline: true,
  }),
});
export type ChargeBody = z.infer<typeof chargeBody>;
