import { roundHalfUp } from '@shop/shared';

/**
 * GST arithmetic for tax documents, all in integer paise. Invoices use it now; credit notes
 * split a refunded amount with the same functions, in the proportions of the invoice.
 */

export type Supply = 'intra-state' | 'inter-state';
export type TaxSplit = { cgst: number; sgst: number; igst: number };

/** Supply within the seller's own state pays CGST + SGST; any other pays IGST. */
export function supplyType(sellerStateCode: string, placeOfSupplyCode: string): Supply {
  return sellerStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';
}

/** Half the tax each to CGST and SGST, an odd paisa to CGST; or all of it as IGST. */
export function splitTax(taxPaise: number, supply: Supply): TaxSplit {
  if (!Number.isInteger(taxPaise)) throw new RangeError(`Tax must be whole paise: ${taxPaise}`);
  if (supply === 'inter-state') return { cgst: 0, sgst: 0, igst: taxPaise };
  const sgst = Math.trunc(taxPaise / 2);
  return { cgst: taxPaise - sgst, sgst, igst: 0 };
}

/**
 * An amount that already includes tax at `ratePercent`, taken apart into its taxable value
 * and tax. Rounding the taxable value half up gives back exactly the fee from which the
 * gateway charge was built (fee + round(fee × 18 %)), so both parts are what was charged.
 */
export function taxIncluded(grossPaise: number, ratePercent: number) {
  const taxable = roundHalfUp((grossPaise * 100) / (100 + ratePercent));
  return { taxable, tax: grossPaise - taxable };
}

/**
 * Shares `amountPaise` out in proportion to `weights` (largest remainder): the parts are
 * whole paise and add up to the amount exactly. A refund of part of an invoice is split
 * over its lines and taxes this way.
 */
export function apportion(amountPaise: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  if (whole === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amountPaise * w) / whole);
  const parts = exact.map(Math.floor);
  let left = amountPaise - parts.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
