import { z } from 'zod';
import { recordId } from './common';

/** The postal part of an address: what an order copies from the address it ships to. */
export const postalAddressSchema = z.strictObject({
  name: z.string(),
  phone_number: z.string(),
  /** House, office or flat. */
  line_1: z.string(),
  /** Street or landmark. */
  line_2: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  country: z.string(),
  pin_code: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** A saved address of the shopper; its owner stays on the server. */
export const addressSchema = postalAddressSchema.extend({ id: recordId });
export type Address = z.infer<typeof addressSchema>;

/** `GET /api/address/user`. */
export const addressListResponse = z.strictObject({ addresses: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponse>;

/** Address create and update. */
export const addressResponse = z.strictObject({ address: addressSchema });
export type AddressResponse = z.infer<typeof addressResponse>;
