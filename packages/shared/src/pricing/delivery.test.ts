import { describe, expect, it } from 'vitest';
import { chargeableWeightGrams, deliveryChargePaise } from './delivery';
import { priceOrder } from './order-total';

// ₹50 for the first 500 g, ₹20 for every full 200 g above it.
const state = { delivery_rate_paise: 5000, additional_rate_paise: 2000 };

describe('chargeableWeightGrams', () => {
  it.each([
    [0, 0],
    [300, 0],
    [500, 0],
    [699, 199],
    [900, 400],
  ])('%d g -> %d g', (total, chargeable) => {
    expect(chargeableWeightGrams(total)).toBe(chargeable);
  });
});

describe('deliveryChargePaise', () => {
  it.each([
    [0, 5000],
    [500, 5000],
    [699, 5000],
    [700, 7000],
    [899, 7000],
    [900, 9000],
  ])('%d g -> %d paise', (grams, expected) => {
    expect(deliveryChargePaise(state, grams)).toBe(expected);
  });

  it.each([
    // weight of one unit, qty, charge
    [350, 2, 7000], // 700 g
    [300, 3, 9000], // 900 g
    [250, 2, 5000], // 500 g
    [699, 1, 5000],
    [100, 9, 9000], // 900 g
    [233, 3, 5000], // 699 g
  ])('%d g x %d in an order -> %d paise', (weightGrams, qty, expected) => {
    const price = priceOrder([{ ratePaise: 0, gstPercent: 0, weightGrams, qty }], state, null);
    expect(price.deliveryChargePaise).toBe(expected);
  });
});
