import { describe, expect, it } from 'vitest';
import { addressLines, addressText } from './postal-address';

const jaipur = {
  name: 'Meera Sharma',
  line_1: '14 Neem Villa',
  line_2: 'Near Albert Hall',
  city: 'Jaipur',
  district: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  pin_code: '302004',
};

describe('postal addresses', () => {
  it('writes the parcel lines: name, street, city and district, state and PIN, country', () => {
    expect(addressLines(jaipur)).toEqual([
      'Meera Sharma',
      '14 Neem Villa',
      'Near Albert Hall',
      'Jaipur, Jaipur',
      'Rajasthan 302004',
      'India',
    ]);
    expect(addressText(jaipur, { withName: false })).toBe(
      '14 Neem Villa, Near Albert Hall, Jaipur, Jaipur, Rajasthan 302004, India',
    );
  });

  it('leaves out empty parts', () => {
    expect(addressLines({ ...jaipur, line_2: ' ', district: '', country: '' })).toEqual([
      'Meera Sharma',
      '14 Neem Villa',
      'Jaipur',
      'Rajasthan 302004',
    ]);
  });
});
