import { z } from 'zod';
import { messages } from '../messages';
import { digitText, requiredText } from './common';

// Whether the state has active delivery is checked by the server against its delivery states.
export const addressBody = z.object({
  name: requiredText(messages.address.nameRequired),
  phone_number: digitText(/^\d{10}$/, messages.address.phoneInvalid),
  line_1: requiredText(messages.address.line1Required),
  line_2: requiredText(messages.address.line2Required),
  city: requiredText(messages.address.cityRequired),
  district: requiredText(messages.address.districtRequired),
  state: requiredText(messages.address.stateRequired),
  country: requiredText(messages.address.countryRequired),
  pin_code: digitText(/^\d{6}$/, messages.address.pinCodeInvalid),
});
export type AddressBody = z.infer<typeof addressBody>;
