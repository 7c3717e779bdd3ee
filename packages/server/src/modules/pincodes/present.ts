import { gstStateCode, type PinRule, type Pincode } from '@shop/shared';
import type { PincodeRow, PinRuleRow } from '../../db/schema';

/** The directory's states are the shop's state names, so each has its GST code. */
export const presentPincode = (row: PincodeRow): Pincode => ({
  pin: row.pin,
  states: row.states.map((state) => ({ state, state_code: gstStateCode(state) ?? '' })),
  district: row.district,
  places: row.places,
});

export const presentPinRule = (row: PinRuleRow): PinRule => ({
  id: row.id,
  prefix: row.prefix,
  delivery: row.delivery,
  cod: row.cod,
  note: row.note,
});
