const FREE_WEIGHT_GRAMS = 500;
const WEIGHT_STEP_GRAMS = 200;

export type DeliveryRates = {
  delivery_rate_paise: number;
  additional_rate_paise: number;
};

export function chargeableWeightGrams(totalGrams: number): number {
  return Math.max(0, totalGrams - FREE_WEIGHT_GRAMS);
}

/** Only full 200 g steps above the free allowance are charged; a partial step is free. */
export function deliveryChargePaise(state: DeliveryRates, totalWeightGrams: number): number {
  const steps = Math.floor(chargeableWeightGrams(totalWeightGrams) / WEIGHT_STEP_GRAMS);
  return state.delivery_rate_paise + state.additional_rate_paise * steps;
}
