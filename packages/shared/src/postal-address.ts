import type { PostalAddress } from './responses/address';

type AddressParts = Omit<PostalAddress, 'phone_number'>;

/**
 * An address as printed on a parcel, one line each: the name; house and street; city and
 * district; state and PIN; country. Empty parts are left out. Every screen, mail and
 * document writes an address through here.
 */
export function addressLines(address: AddressParts, { withName = true } = {}): string[] {
  return [
    withName ? address.name : '',
    address.line_1,
    address.line_2,
    [address.city, address.district].filter((part) => part.trim()).join(', '),
    `${address.state} ${address.pin_code}`,
    address.country,
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The same lines on one line, comma-separated. */
export const addressText = (address: AddressParts, options?: { withName?: boolean }) =>
  addressLines(address, options).join(', ');
