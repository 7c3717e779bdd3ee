import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_LIMITS, digitText, phoneText, requiredText } from './common';

const line = { max: TEXT_LIMITS.line };

// Whether the state has active delivery is checked by the server against its delivery states.
export const addressBody = z.object({
  name: requiredText(messages.address.nameRequired, 'name', { max: TEXT_LIMITS.name }),
  phone_number: phoneText(/^\d{10}$/, messages.address.phoneInvalid),
  line_1: requiredText(messages.address.line1Required, 'line_1', line),
  line_2: requiredText(messages.address.line2Required, 'line_2', line),
  city: requiredText(messages.address.cityRequired, 'city', line),
  district: requiredText(messages.address.districtRequired, 'district', line),
  state: requiredText(messages.address.stateRequired, 'state', line),
  country: requiredText(messages.address.countryRequired, 'country', line),
  pin_code: digitText(/^\d{6}$/, messages.address.pinCodeInvalid),
});
export type AddressBody = z.infer<typeof addressBody>;
