import { describe, expect, it } from 'vitest';
import { addressLines, addressText } from './postal-address';
import { sampleAddress } from './testing';

// Asha Verma, 12 Lake View, Near Jal Mahal, Jaipur, Rajasthan 302002, India.
const jaipur = sampleAddress();

describe('postal addresses', () => {
  it('writes the parcel lines: name, street, city and district, state and PIN, country', () => {
    expect(addressLines(jaipur)).toEqual([
      'Asha Verma',
      '12 Lake View',
      'Near Jal Mahal',
      'Jaipur, Jaipur',
      'Rajasthan 302002',
      'India',
    ]);
    expect(addressText(jaipur, { withName: false })).toBe(
      '12 Lake View, Near Jal Mahal, Jaipur, Jaipur, Rajasthan 302002, India',
    );
  });

  it('leaves out empty parts', () => {
    expect(addressLines({ ...jaipur, line_2: ' ', district: '', country: '' })).toEqual([
      'Asha Verma',
      '12 Lake View',
      'Jaipur',
      'Rajasthan 302002',
    ]);
  });
});
