import { describe, expect, it } from 'vitest';
import { textValues } from './form-values';

describe('textValues', () => {
  it('reads each field as text, a number as its digits and a missing value as empty', () => {
    const category = { id: 3, name: 'Teas', gst: 5, hsn_code: null };
    expect(textValues(['name', 'gst', 'hsn_code'], category)).toEqual({
      name: 'Teas',
      gst: '5',
      hsn_code: '',
    });
  });

  it('starts every field empty when adding', () => {
    expect(textValues(['name', 'gst'], undefined)).toEqual({ name: '', gst: '' });
  });
});
