import {
  formatPaise,
  itemPricePaise,
  paiseToRupees,
  promotionsMessages as P,
  rateForPricePaise,
  rupeesToPaise,
  unitGstPaise,
} from '@shop/shared';

/** Rupees as an owner types them: digits with at most two decimals. */
const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;
const typedPaise = (text: string) =>
  RUPEES.test(text.trim()) ? rupeesToPaise(Number(text.trim())) : undefined;

/** What the rate and price-with-GST fields show, and the line that explains them. */
export interface LinkedPrice {
  rate: string;
  price: string;
  note?: string;
}

/**
 * The rate and the price with GST, each worked out from the one the owner typed last at the
 * category's GST. A typed price stores the rate whose price with GST is nearest it (GST is
 * rounded per unit, so some prices cannot be reached; the note then names the nearest one).
 * `priceText` is null while the rate is what was typed.
 */
export function linkPrice(
  rateText: string,
  priceText: string | null,
  gstPercent: number | undefined,
): LinkedPrice {
  if (priceText === null) {
    const rate = typedPaise(rateText);
    if (rate === undefined || gstPercent === undefined) return { rate: rateText, price: '' };
    return { rate: rateText, price: paiseToRupees(itemPricePaise(rate, gstPercent)).toFixed(2) };
  }
  if (gstPercent === undefined)
    return { rate: '', price: priceText, note: P.chooseCategoryForRate };
  const typed = typedPaise(priceText);
  if (typed === undefined || typed === 0) return { rate: '', price: priceText };
  const rate = rateForPricePaise(typed, gstPercent);
  const price = itemPricePaise(rate, gstPercent);
  const figures = [
    formatPaise(rate),
    formatPaise(unitGstPaise(rate, gstPercent)),
    formatPaise(price),
  ] as const;
  return {
    rate: paiseToRupees(rate).toFixed(2),
    price: priceText,
    note: price === typed ? P.priceWorkedOut(...figures) : P.priceNearest(...figures),
  };
}
