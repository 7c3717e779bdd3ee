import { z } from 'zod';
import { GST_STATE_CODE_PATTERN } from '../gst/states';
import { messages } from '../messages';
import { TEXT_LIMITS, optionalCode, requiredText, rupeeAmount } from './common';

export const deliveryStateBody = z.object({
  name: requiredText(messages.delivery.nameRequired, 'name', { max: TEXT_LIMITS.name }),
  delivery_rate: rupeeAmount(messages.delivery.deliveryRateInvalid),
  // Only the base rate is required; no extra charge per 200 g unless one is given.
  additional_rate: rupeeAmount(messages.delivery.additionalRateInvalid).default(0),
  // For tax invoices' place of supply.
  gst_state_code: optionalCode(GST_STATE_CODE_PATTERN, messages.delivery.stateCodeInvalid),
});
export type DeliveryStateBody = z.infer<typeof deliveryStateBody>;
