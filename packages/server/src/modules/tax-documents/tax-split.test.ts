import { describe, expect, it } from 'vitest';
import { buildInvoiceLines, sumLines } from './build-lines';
import { apportion, splitTax, supplyType, taxIncluded, type Supply } from './tax-split';

describe('supplyType', () => {
  it.each([
    ['08', '08', 'intra-state'],
    ['08', '32', 'inter-state'],
    ['08', '', 'inter-state'],
  ])('seller %s, place of supply %j -> %s', (seller, place, expected) => {
    expect(supplyType(seller, place)).toBe(expected);
  });
});

describe('splitTax', () => {
  it.each<[number, Supply, { cgst: number; sgst: number; igst: number }]>([
    [1200, 'intra-state', { cgst: 600, sgst: 600, igst: 0 }],
    [1201, 'intra-state', { cgst: 601, sgst: 600, igst: 0 }], // the odd paisa goes to CGST
    [1, 'intra-state', { cgst: 1, sgst: 0, igst: 0 }],
    [0, 'intra-state', { cgst: 0, sgst: 0, igst: 0 }],
    [1201, 'inter-state', { cgst: 0, sgst: 0, igst: 1201 }],
    [0, 'inter-state', { cgst: 0, sgst: 0, igst: 0 }],
  ])('%d paise, %s', (tax, supply, expected) => {
    expect(splitTax(tax, supply)).toEqual(expected);
  });

  it('refuses a tax that is not whole paise', () => {
    expect(() => splitTax(10.5, 'intra-state')).toThrow(RangeError);
  });
});

describe('taxIncluded', () => {
  it.each([
    [6000, 18, 5085, 915], // delivery ₹60: 5084.75 -> 5085
    [11800, 18, 10000, 1800],
    [670, 18, 568, 102], // the gateway fee of 568 + round(102.24)
    [0, 18, 0, 0],
    [10500, 5, 10000, 500],
  ])('%d paise at %d %% -> %d + %d', (gross, rate, taxable, tax) => {
    expect(taxIncluded(gross, rate)).toEqual({ taxable, tax });
  });

  // The gateway charge is fee + round(fee × 18 %): taking it apart gives the fee back.
  it('recovers every gateway fee from 0 to ₹500 exactly', () => {
    for (let fee = 0; fee <= 50_000; fee++) {
      const gross = fee + Math.floor((fee * 18) / 100 + 0.5);
      expect(taxIncluded(gross, 18).taxable).toBe(fee);
    }
  });
});

describe('invoice lines', () => {
  // One product at each GST rate the shop uses, with odd paise of tax on some lines.
  const items = [0, 5, 12, 18, 28].map((rate, i) => ({
    product_id: i + 1,
    description: `Product at ${rate} %`,
    hsn_code: '3004',
    qty: i + 1,
    amount_paise: 12345 * (i + 1),
    gst_paise: Math.floor((12345 * rate) / 100 + 0.5) * (i + 1),
    gst_rate: rate,
  }));
  const charges = { delivery_charge_paise: 7000, payment_gateway_charge_paise: 2981 };
  const paid =
    items.reduce((sum, item) => sum + item.amount_paise + item.gst_paise, 0) +
    charges.delivery_charge_paise +
    charges.payment_gateway_charge_paise;

  it.each<Supply>(['intra-state', 'inter-state'])(
    '%s: totals equal what was paid and product tax equals the order GST',
    (supply) => {
      const lines = buildInvoiceLines(items, charges, supply);
      expect(lines.map((l) => l.kind)).toEqual([
        'product',
        'product',
        'product',
        'product',
        'product',
        'delivery',
        'payment_gateway',
      ]);
      const totals = sumLines(lines);
      expect(totals.total_paise).toBe(paid);
      const productTax = lines
        .filter((l) => l.kind === 'product')
        .reduce((sum, l) => sum + l.cgst_paise + l.sgst_paise + l.igst_paise, 0);
      expect(productTax).toBe(items.reduce((sum, item) => sum + item.gst_paise, 0));
      for (const l of lines) {
        expect(l.total_paise).toBe(
          l.taxable_value_paise + l.cgst_paise + l.sgst_paise + l.igst_paise,
        );
        if (supply === 'inter-state') expect(l.cgst_paise + l.sgst_paise).toBe(0);
        else expect(l.igst_paise).toBe(0);
        expect(l.cgst_paise - l.sgst_paise).toBeGreaterThanOrEqual(0);
        expect(l.cgst_paise - l.sgst_paise).toBeLessThanOrEqual(1);
      }
    },
  );

  it('leaves out a delivery charge or gateway fee of nothing', () => {
    const lines = buildInvoiceLines(
      items.slice(0, 1),
      { delivery_charge_paise: 0, payment_gateway_charge_paise: 0 },
      'intra-state',
    );
    expect(lines.map((l) => l.kind)).toEqual(['product']);
  });
});

describe('apportion', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1001, [2, 1], [667, 334]],
    [0, [5, 7], [0, 0]],
    [50, [0, 0], [0, 0]],
    [999, [12000, 2400, 5085], [615, 123, 261]],
  ])('%d over %j -> %j', (amount, weights, expected) => {
    const parts = apportion(amount, weights);
    expect(parts).toEqual(expected);
    if (weights.some((w) => w > 0)) expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});
