import { describe, expect, it } from 'vitest';
import { itemPricePaise, rateForPricePaise, unitGstPaise } from './gst';

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

describe('rateForPricePaise', () => {
  it.each([
    // price with GST typed (paise), GST %, rate stored (paise), its price with GST
    [11200, 12, 10000, 11200], // exact
    [26198, 5, 24950, 26198], // exact, GST 1247.5 rounded up
    [39088, 12, 34900, 39088], // ₹349 at 12 %
    [11800, 18, 10000, 11800],
    [11801, 18, 10001, 11801], // 10001 + 1800.18 -> 1800
    [11802, 18, 10002, 11802],
    [11803, 18, 10002, 11802], // out of reach: 10002 -> 11802 and 10003 -> 11804, the lower wins
    [11797, 18, 9997, 11796], // out of reach: 9997 -> 11796 and 9998 -> 11798
    [50000, 5, 47619, 50000], // ₹500 at 5 %: 47619 + 2380.95 -> 2381
    [49999, 5, 47618, 49999],
    [100, 18, 85, 100], // 85 + 15.3 -> 15
    [10000, 0, 10000, 10000], // no GST: the price is the rate
    [1, 18, 1, 1], // never below a paisa
    [0, 12, 1, 1],
  ])('%d with GST at %d%% -> rate %d (price %d)', (price, gst, rate, priced) => {
    expect(rateForPricePaise(price, gst)).toBe(rate);
    expect(itemPricePaise(rate, gst)).toBe(priced);
  });

  it('is never farther than another rate, and the lower of two as near', () => {
    const wrong: string[] = [];
    for (const gst of [0, 5, 12, 18, 28]) {
      const priced = Array.from({ length: 800 }, (_, i) => itemPricePaise(i + 1, gst));
      for (let price = 1; price <= 700; price++) {
        const rate = rateForPricePaise(price, gst);
        const gap = Math.abs(itemPricePaise(rate, gst) - price);
        priced.forEach((other, i) => {
          const otherGap = Math.abs(other - price);
          if (otherGap < gap || (otherGap === gap && i + 1 < rate))
            wrong.push(`${price} at ${gst}%: ${i + 1} over ${rate}`);
        });
      }
    }
    expect(wrong).toEqual([]);
  });
});
