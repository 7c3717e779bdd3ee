import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_LIMITS, requiredText, rupeeAmount } from './common';

export const deliveryStateBody = z.object({
  name: requiredText(messages.delivery.nameRequired, 'name', { max: TEXT_LIMITS.name }),
  delivery_rate: rupeeAmount(messages.delivery.deliveryRateInvalid),
  // Spec §5 only requires the base rate; no extra charge per 200 g unless one is given.
  additional_rate: rupeeAmount(messages.delivery.additionalRateInvalid).default(0),
});
export type DeliveryStateBody = z.infer<typeof deliveryStateBody>;
