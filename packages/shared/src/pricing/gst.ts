import { roundHalfUp } from './money';

/** GST on one unit, rounded to the paisa before it is multiplied by a quantity. */
export function unitGstPaise(ratePaise: number, gstPercent: number): number {
  return roundHalfUp((ratePaise * gstPercent) / 100);
}

/** Price of one unit including GST. */
export function itemPricePaise(ratePaise: number, gstPercent: number): number {
  return ratePaise + unitGstPaise(ratePaise, gstPercent);
}
