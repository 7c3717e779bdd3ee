import { describe, expect, it } from 'vitest';
import { formatNetQuantity, unitPricePaise } from './unit-price';

describe('unitPricePaise', () => {
  it.each([
    // price with GST (paise), net quantity, unit, unit price (paise), per
    [17590, 90, 'g', 19544, '100 g'], // 19544.44…
    [26198, 250, 'g', 10479, '100 g'], // 10479.2
    [10000, 300, 'g', 3333, '100 g'], // 3333.33…
    [20000, 300, 'g', 6667, '100 g'], // 6666.66… rounds up
    [9, 200, 'g', 5, '100 g'], // 4.5 rounds half up
    [45000, 1, 'kg', 4500, '100 g'],
    [45000, 0.5, 'kg', 9000, '100 g'],
    [31500, 200, 'ml', 15750, '100 ml'],
    [52500, 1, 'l', 5250, '100 ml'],
    [12000, 0.75, 'l', 1600, '100 ml'],
    [12000, 60, 'count', 200, 'unit'], // "₹2.00 per unit"
    [12500, 3, 'count', 4167, 'unit'], // 4166.66…
    [11, 2, 'count', 6, 'unit'], // 5.5 rounds half up
  ] as const)('%d paise for %d %s -> %d per %s', (price, qty, unit, paise, per) => {
    expect(unitPricePaise(price, qty, unit)).toEqual({ paise, per });
  });

  it('is not given without a net quantity', () => {
    expect(unitPricePaise(10000, null, null)).toBeUndefined();
    expect(unitPricePaise(10000, 100, null)).toBeUndefined();
    expect(unitPricePaise(10000, 0, 'g')).toBeUndefined();
  });
});

describe('formatNetQuantity', () => {
  it.each([
    [250, 'g', '250 g'],
    [1.5, 'kg', '1.5 kg'],
    [200, 'ml', '200 ml'],
    [1, 'count', '1 unit'],
    [60, 'count', '60 units'],
  ] as const)('%d %s -> %s', (qty, unit, text) => {
    expect(formatNetQuantity(qty, unit)).toBe(text);
  });
});
