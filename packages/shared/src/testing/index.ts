// Sample data for the tests of every package (`@shop/shared/testing`); product code never
// imports it.
import type { AddressBody } from '../schemas';

/** A delivery address as a shopper fills it in; a test names only what it is about. */
export const sampleAddress = (values: Partial<AddressBody> = {}): AddressBody => ({
  name: 'Asha Verma',
  phone_number: '9876543210',
  line_1: '12 Lake View',
  line_2: 'Near Jal Mahal',
  city: 'Jaipur',
  district: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  pin_code: '302002',
  ...values,
});
export { failOnConsoleError } from './console-guard';
export { refusedAddressChanges, refusedChargeChanges } from './refused-changes';
