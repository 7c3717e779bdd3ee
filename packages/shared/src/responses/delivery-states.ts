import { z } from 'zod';
import { recordId, rupees } from './common';
import { flash } from './fields';

/** A state or union territory the shop delivers to, rates in rupees. */
const deliveryStateSchema = z.strictObject({
  id: recordId,
  name: z.string(),
  delivery_rate: rupees,
  additional_rate: rupees,
  is_active: z.boolean(),
  /** The GST state code ('08' for Rajasthan): the place of supply on tax invoices. */
  gst_state_code: z.string().nullable(),
});
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** `GET /api/delivery-states/active`, `/all`. */
export const deliveryStateListResponse = z.strictObject({
  delivery_states: z.array(deliveryStateSchema),
});
export type DeliveryStateListResponse = z.infer<typeof deliveryStateListResponse>;

/** Create and update. */
export const deliveryStateResponse = z.strictObject({ delivery_state: deliveryStateSchema });
export type DeliveryStateResponse = z.infer<typeof deliveryStateResponse>;

/** Activate and deactivate: the flash and the state as it is now. */
export const deliveryStateChangedResponse = deliveryStateResponse.extend(flash);
export type DeliveryStateChangedResponse = z.infer<typeof deliveryStateChangedResponse>;
