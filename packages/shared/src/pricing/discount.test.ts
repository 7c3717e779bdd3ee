import { describe, expect, it } from 'vitest';
import {
  itemsDiscountPaise,
  mrpSavingPercent,
  priceOrderWithCoupon,
  spreadPaise,
  splitShare,
  type CouponTerms,
  type DiscountableLine,
} from './discount';

/*
 * The two-rate order of order-total.test.ts (paise):
 *   A: rate 24950 at 5 %, qty 2 -> gross 49900, GST 2496, line 52396 (category 1)
 *   B: rate 12000 at 18 %, qty 1 -> gross 12000, GST 2160, line 14160 (category 2)
 *   items 66556; delivery 7000; a 2 % gateway charge.
 */
const A: DiscountableLine = {
  ratePaise: 24950,
  gstPercent: 5,
  weightGrams: 300,
  qty: 2,
  categoryId: 1,
};
const B: DiscountableLine = {
  ratePaise: 12000,
  gstPercent: 18,
  weightGrams: 150,
  qty: 1,
  categoryId: 2,
};
const state = { delivery_rate_paise: 5000, additional_rate_paise: 2000 };
const twoPercent = { kind: 'percent', percent: 2 } as const;

const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  kind: 'percent',
  value: 10,
  maxDiscountPaise: null,
  categoryIds: [],
  ...terms,
});

describe('spreadPaise', () => {
  it.each<[number, number[], number[]]>([
    [6656, [52396, 14160], [5240, 1416]], // 5239.91 / 1416.09: the paisa left goes to .91
    [5000, [52396, 14160], [3936, 1064]], // 3936.27 / 1063.76: the paisa left goes to .76
    [100, [10000, 10000, 10000], [34, 33, 33]], // equal remainders: the earlier line
    [101, [10000, 10000, 10000], [34, 34, 33]],
    [0, [10000, 5000], [0, 0]],
    [500, [0, 7000], [0, 500]], // a line the coupon does not cover gets nothing
  ])('%d over %j -> %j', (total, weights, expected) => {
    expect(spreadPaise(total, weights)).toEqual(expected);
    expect(spreadPaise(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('splitShare', () => {
  it.each<[number, number, number, number, { taxable: number; tax: number }]>([
    [5240, 5, 49900, 2496, { taxable: 4990, tax: 250 }], // 4990.476 -> 4990
    [1416, 18, 12000, 2160, { taxable: 1200, tax: 216 }], // exactly 1200
    [10000, 12, 30000, 3600, { taxable: 8929, tax: 1071 }], // 8928.571 -> 8929
    [105, 0, 105, 0, { taxable: 105, tax: 0 }],
    // the whole of a line whose unit GST rounded up: 110 x 100 / 105 = 104.76 -> 105 would exceed
    // the 100 paise of value, so the taxable part stops at 100 and the tax part is its 10 of GST
    [110, 5, 100, 10, { taxable: 100, tax: 10 }],
  ])('share %d at %d %% -> %j', (share, rate, gross, gst, expected) => {
    expect(splitShare(share, rate, gross, gst)).toEqual(expected);
  });
});

describe('itemsDiscountPaise', () => {
  it.each<[string, Partial<CouponTerms>, DiscountableLine[], number]>([
    ['10 % of both lines', { value: 10 }, [A, B], 6656], // 6655.6 -> 6656
    ['15 % rounds half up', { value: 15 }, [{ ...B, ratePaise: 1990, gstPercent: 0 }], 299], // 298.5
    ['10 % capped at ₹50', { value: 10, maxDiscountPaise: 5000 }, [A, B], 5000],
    ['10 % of category 2 only', { value: 10, categoryIds: [2] }, [A, B], 1416],
    ['₹100 off', { kind: 'fixed', value: 10000 }, [A, B], 10000],
    [
      '₹200 off only ₹141.60 of category 2',
      { kind: 'fixed', value: 20000, categoryIds: [2] },
      [A, B],
      14160,
    ],
    ['no line in its categories', { value: 10, categoryIds: [9] }, [A, B], 0],
    ['free delivery takes nothing off items', { kind: 'free_delivery', value: 50 }, [A, B], 0],
  ])('%s', (_name, terms, lines, expected) => {
    expect(itemsDiscountPaise(coupon(terms), lines)).toBe(expected);
  });
});

// Without a coupon it prices as priceOrder does: order-total.test.ts checks both on one order.
describe('priceOrderWithCoupon', () => {
  it('one rate: ₹100 off a 12 % line takes 89.29 off its value and 10.71 off its GST', () => {
    const line = { ratePaise: 10000, gstPercent: 12, weightGrams: 100, qty: 3, categoryId: 1 };
    expect(
      priceOrderWithCoupon([line], null, null, coupon({ kind: 'fixed', value: 10000 })),
    ).toEqual({
      amountPaise: 21071,
      gstPaise: 2529,
      itemsTotalPaise: 23600,
      deliveryChargePaise: 0,
      gatewayFeePaise: 0,
      totalPaise: 23600,
      discountPaise: 10000,
      itemsBeforeDiscountPaise: 33600,
      freeDelivery: false,
      lines: [{ grossValue: 30000, discount: 8929, taxableValue: 21071, gst: 2529, share: 10000 }],
    });
  });

  /*
   * Two rates, 10 %: discount round(6655.6) = 6656, spread 5240 / 1416 (above);
   * A: taxable part 4990, tax 250 -> value 44910, GST 2246
   * B: taxable part 1200, tax 216 -> value 10800, GST 1944
   * amount 55710, gst 4190, items 59900 (= 66556 - 6656); fee base 59900 + 7000 = 66900
   * -> fee 1338 + tax round(240.84) 241 = 1579; total 55710 + 4190 + 7000 + 1579 = 68479
   */
  it('two rates: 10 % off, spread by price with GST, the fee on the discounted items', () => {
    expect(priceOrderWithCoupon([A, B], state, twoPercent, coupon({ value: 10 }))).toEqual({
      amountPaise: 55710,
      gstPaise: 4190,
      itemsTotalPaise: 59900,
      deliveryChargePaise: 7000,
      gatewayFeePaise: 1579,
      totalPaise: 68479,
      discountPaise: 6656,
      itemsBeforeDiscountPaise: 66556,
      freeDelivery: false,
      lines: [
        { grossValue: 49900, discount: 4990, taxableValue: 44910, gst: 2246, share: 5240 },
        { grossValue: 12000, discount: 1200, taxableValue: 10800, gst: 1944, share: 1416 },
      ],
    });
  });

  /*
   * Cap ₹50: spread 3936 / 1064; A: 3936 x 100 / 105 = 3748.57 -> 3749, tax 187;
   * B: 1064 x 100 / 118 = 901.69 -> 902, tax 162. amount 61900 - 4651 = 57249,
   * gst 4656 - 349 = 4307, items 61556.
   */
  it('cap: 10 % capped at ₹50', () => {
    const price = priceOrderWithCoupon(
      [A, B],
      null,
      null,
      coupon({ value: 10, maxDiscountPaise: 5000 }),
    );
    expect(price.lines.map((l) => [l.share, l.discount, l.gst])).toEqual([
      [3936, 3749, 2496 - 187],
      [1064, 902, 2160 - 162],
    ]);
    expect([price.amountPaise, price.gstPaise, price.itemsTotalPaise, price.discountPaise]).toEqual(
      [57249, 4307, 61556, 5000],
    );
  });

  it('odd paise: ₹1.01 over three equal lines adds up exactly', () => {
    const line = { ratePaise: 10000, gstPercent: 0, weightGrams: 0, qty: 1, categoryId: 1 };
    const price = priceOrderWithCoupon(
      [line, line, line],
      null,
      null,
      coupon({ kind: 'fixed', value: 101 }),
    );
    expect(price.lines.map((l) => l.share)).toEqual([34, 34, 33]);
    expect(price.itemsTotalPaise).toBe(30000 - 101);
  });

  it('free delivery: the charge is 0 and is the discount; amount and GST unchanged', () => {
    expect(
      priceOrderWithCoupon(
        [A, B],
        state,
        twoPercent,
        coupon({ kind: 'free_delivery', categoryIds: [9] }),
      ),
    ).toMatchObject({
      amountPaise: 61900,
      gstPaise: 4656,
      itemsTotalPaise: 66556,
      deliveryChargePaise: 0,
      // fee on 66556: 1331.12 -> 1331, tax 239.58 -> 240
      gatewayFeePaise: 1571,
      totalPaise: 61900 + 4656 + 1571,
      discountPaise: 7000,
      freeDelivery: true,
    });
  });

  it('fixed above the eligible value: takes the eligible line to zero and no more', () => {
    const price = priceOrderWithCoupon(
      [A, B],
      null,
      null,
      coupon({ kind: 'fixed', value: 20000, categoryIds: [2] }),
    );
    expect(price.lines).toEqual([
      { grossValue: 49900, discount: 0, taxableValue: 49900, gst: 2496, share: 0 },
      { grossValue: 12000, discount: 12000, taxableValue: 0, gst: 0, share: 14160 },
    ]);
    expect([price.amountPaise, price.gstPaise, price.discountPaise, price.totalPaise]).toEqual([
      49900, 2496, 14160, 52396,
    ]);
  });
});

describe('mrpSavingPercent', () => {
  it.each<[number, number, number]>([
    [39088, 45000, 13], // 13.137 % -> 13
    [45000, 45000, 0],
    [10000, 0, 0],
    [9950, 10000, 0], // 0.5 % is not shown as a saving
    [5000, 10000, 50],
  ])('%d against MRP %d -> %d %%', (price, mrp, expected) => {
    expect(mrpSavingPercent(price, mrp)).toBe(expected);
  });
});
