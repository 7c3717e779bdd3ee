import { describe, expect, it } from 'vitest';
import { itemPricePaise, unitGstPaise } from './gst';

describe('unitGstPaise', () => {
  it.each([
    // rate (paise), GST %, unit GST (paise)
    [10000, 5, 500],
    [10000, 12, 1200],
    [10000, 18, 1800],
    [24950, 5, 1248], // 1247.5 rounds half up
    [24950, 12, 2994],
    [24950, 18, 4491],
    [1230, 5, 62], // 61.5
    [10, 5, 1], // 0.5
    [9, 5, 0], // 0.45
    [1299, 12, 156], // 155.88
    [1234, 12, 148], // 148.08
    [25, 18, 5], // 4.5
    [1234, 18, 222], // 222.12
    [10000, 0, 0],
  ])('rate %d at %d%% -> %d', (rate, gst, expected) => {
    expect(unitGstPaise(rate, gst)).toBe(expected);
  });
});

describe('itemPricePaise', () => {
  it.each([
    [24950, 5, 26198],
    [10000, 12, 11200],
    [10000, 18, 11800],
    [10, 5, 11],
  ])('rate %d at %d%% -> %d', (rate, gst, expected) => {
    expect(itemPricePaise(rate, gst)).toBe(expected);
  });
});
