import {
  parseChargeAmount,
  priceOrder,
  rupeesToPaise,
  type OrderPrice,
  type PricedLine,
} from '@shop/shared';
import type { DeliveryState } from '@shop/shared';

/**
 * The summary's figures from the same inputs the server prices with: each line's rate, GST and
 * weight, the address's active delivery state and the Payment Gateway amount (contract §4).
 */
export function summaryPrice(
  lines: readonly PricedLine[],
  state: DeliveryState | null | undefined,
  gatewayAmount: string | null | undefined,
): OrderPrice {
  const delivery = state
    ? {
        delivery_rate_paise: rupeesToPaise(state.delivery_rate),
        additional_rate_paise: rupeesToPaise(state.additional_rate),
      }
    : null;
  const charge = gatewayAmount ? parseChargeAmount(gatewayAmount) : null;
  return priceOrder(lines, delivery, charge);
}
