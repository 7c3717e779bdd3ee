import type { Address } from '@shop/shared';
import type { AddressRow } from '../../db/schema';

/** The address fields; the owner stays on the server. */
export const presentAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone_number: row.phone_number,
  line_1: row.line_1,
  line_2: row.line_2,
  city: row.city,
  district: row.district,
  state: row.state,
  country: row.country,
  pin_code: row.pin_code,
});
