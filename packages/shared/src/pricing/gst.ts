import { roundHalfUp } from './money';

/** GST on one unit, rounded to the paisa before it is multiplied by a quantity. */
export function unitGstPaise(ratePaise: number, gstPercent: number): number {
  return roundHalfUp((ratePaise * gstPercent) / 100);
}

/** Price of one unit including GST. */
export function itemPricePaise(ratePaise: number, gstPercent: number): number {
  return ratePaise + unitGstPaise(ratePaise, gstPercent);
}

/**
 * The rate (paise, without GST) to store for a price with GST typed by the owner: the rate
 * whose price with GST (`itemPricePaise`) is nearest the typed price, the lower rate on a tie,
 * and at least 1 paisa. GST is rounded per unit, so not every price is reachable (at 18 %
 * a paisa more on the rate can add two to the price); the nearest one is what is stored.
 */
export function rateForPricePaise(pricePaise: number, gstPercent: number): number {
  const guess = Math.floor((pricePaise * 100) / (100 + gstPercent));
  let best = Math.max(1, guess - 1);
  for (let rate = best + 1; rate <= guess + 2; rate++) {
    const gap = Math.abs(itemPricePaise(rate, gstPercent) - pricePaise);
    if (gap < Math.abs(itemPricePaise(best, gstPercent) - pricePaise)) best = rate;
  }
  return best;
}
