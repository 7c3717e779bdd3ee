import { paiseToRupees, type DeliveryState } from '@shop/shared';
import type { DeliveryStateRow } from '../../db/schema';

/** Rates as rupee figures. */
export const presentDeliveryState = (row: DeliveryStateRow): DeliveryState => ({
  id: row.id,
  name: row.name,
  delivery_rate: paiseToRupees(row.delivery_rate_paise),
  additional_rate: paiseToRupees(row.additional_rate_paise),
  is_active: row.is_active,
  gst_state_code: row.gst_state_code,
});
