import { describe, expect, it } from 'vitest';
import type { GatewayCharge } from './gateway-fee';
import { priceOrderWithCoupon, type DiscountableLine } from './discount';
import { linePricePaise, priceOrder, type PricedLine } from './order-total';

/*
 * Worked by hand (paise):
 *   A: rate 24950 at 5 %, 300 g, qty 2 -> unit GST round(1247.5) = 1248, item 26198, line 52396
 *   B: rate 12000 at 18 %, 150 g, qty 1 -> unit GST 2160, item 14160, line 14160
 *   amount = 24950*2 + 12000 = 61900; gst = 1248*2 + 2160 = 4656; items = 66556
 *   weight = 600 + 150 = 750 g -> 250 g chargeable -> 1 step -> delivery 5000 + 2000 = 7000
 *   2 %: base 73556 -> fee round(1471.12) = 1471, tax round(264.78) = 265 -> 1736
 *        total 61900 + 4656 + 7000 + 1736 = 75292
 *   ₹25: fee 2500, tax 450 -> 2950; total 61900 + 4656 + 7000 + 2950 = 76506
 */
const lines: DiscountableLine[] = [
  { ratePaise: 24950, gstPercent: 5, weightGrams: 300, qty: 2, categoryId: 1 },
  { ratePaise: 12000, gstPercent: 18, weightGrams: 150, qty: 1, categoryId: 2 },
];
const state = { delivery_rate_paise: 5000, additional_rate_paise: 2000 };

describe('linePricePaise', () => {
  it.each([
    [lines[0], 52396],
    [lines[1], 14160],
  ])('%j -> %d', (line, expected) => {
    expect(linePricePaise(line as PricedLine)).toBe(expected);
  });
});

describe('priceOrder', () => {
  it.each<[string, typeof state | null, GatewayCharge | null, Record<string, number>]>([
    [
      'percent fee',
      state,
      { kind: 'percent', percent: 2 },
      {
        amountPaise: 61900,
        gstPaise: 4656,
        itemsTotalPaise: 66556,
        deliveryChargePaise: 7000,
        gatewayFeePaise: 1736,
        totalPaise: 75292,
      },
    ],
    [
      'fixed fee',
      state,
      { kind: 'fixed', paise: 2500 },
      {
        amountPaise: 61900,
        gstPaise: 4656,
        itemsTotalPaise: 66556,
        deliveryChargePaise: 7000,
        gatewayFeePaise: 2950,
        totalPaise: 76506,
      },
    ],
    [
      'no delivery state and no charge',
      null,
      null,
      {
        amountPaise: 61900,
        gstPaise: 4656,
        itemsTotalPaise: 66556,
        deliveryChargePaise: 0,
        gatewayFeePaise: 0,
        totalPaise: 66556,
      },
    ],
  ])('%s, the same without a coupon', (_name, delivery, charge, expected) => {
    expect(priceOrder(lines, delivery, charge)).toEqual(expected);
    expect(priceOrderWithCoupon(lines, delivery, charge, null)).toMatchObject({
      ...expected,
      discountPaise: 0,
      itemsBeforeDiscountPaise: expected.itemsTotalPaise,
      freeDelivery: false,
    });
  });

  it('prices an empty order at zero plus the base delivery rate', () => {
    expect(priceOrder([], state, null)).toEqual({
      amountPaise: 0,
      gstPaise: 0,
      itemsTotalPaise: 0,
      deliveryChargePaise: 5000,
      gatewayFeePaise: 0,
      totalPaise: 5000,
    });
  });
});
