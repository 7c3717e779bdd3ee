import { roundHalfUp, rupeesToPaise } from './money';

export type GatewayCharge = { kind: 'fixed'; paise: number } | { kind: 'percent'; percent: number };

export const GATEWAY_FEE_TAX_PERCENT = 18;

const RUPEE_FIGURE = /^\d+(?:\.\d{1,2})?$/;
const PERCENTAGE = /^(\d+(?:\.\d{1,2})?)\s*%$/;

/**
 * A charge's amount is free text: a rupee figure such as '25' or '25.50', or a
 * percentage such as '2%' or '2.5 %'. Anything else, or a percentage above 100, is null.
 */
export function parseChargeAmount(text: string): GatewayCharge | null {
  const trimmed = text.trim();
  if (RUPEE_FIGURE.test(trimmed)) return { kind: 'fixed', paise: rupeesToPaise(Number(trimmed)) };
  const percent = PERCENTAGE.exec(trimmed)?.[1];
  if (percent === undefined) return null;
  const value = Number(percent);
  return value <= 100 ? { kind: 'percent', percent: value } : null;
}

/** The fee plus 18 % tax on the fee; a percentage applies to items with GST plus delivery. */
export function gatewayFeePaise(charge: GatewayCharge | null, basePaise: number): number {
  if (charge === null) return 0;
  const fee =
    charge.kind === 'fixed' ? charge.paise : roundHalfUp((basePaise * charge.percent) / 100);
  return fee + roundHalfUp((fee * GATEWAY_FEE_TAX_PERCENT) / 100);
}

/** Whether a COD order of `totalPaise` (fee included) is within the shop's cap in rupees. */
export function withinCodCap(totalPaise: number, capRupees: number): boolean {
  return totalPaise <= rupeesToPaise(capRupees);
}
