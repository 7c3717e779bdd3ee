import { deliveryChargePaise, type DeliveryRates } from './delivery';
import { gatewayFeePaise, type GatewayCharge } from './gateway-fee';
import { itemPricePaise, unitGstPaise } from './gst';

export type PricedLine = {
  ratePaise: number;
  gstPercent: number;
  weightGrams: number;
  qty: number;
};

/** An order priced part by part, in paise; `totalPaise` is what the shopper pays. */
export type OrderPrice = {
  /** the items' taxable value */
  amountPaise: number;
  gstPaise: number;
  /** the items with GST */
  itemsTotalPaise: number;
  deliveryChargePaise: number;
  /** the payment gateway's (or cash on delivery) fee with its GST */
  gatewayFeePaise: number;
  totalPaise: number;
};

export function linePricePaise(line: PricedLine): number {
  return itemPricePaise(line.ratePaise, line.gstPercent) * line.qty;
}

export function orderWeightGrams(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.weightGrams * line.qty, 0);
}

/**
 * Delivery is charged on the whole order's weight, and the gateway fee is taken
 * on items with GST plus delivery. A null delivery means no state is chosen yet.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  delivery: DeliveryRates | null,
  charge: GatewayCharge | null,
): OrderPrice {
  let amount = 0;
  let gst = 0;
  for (const line of lines) {
    amount += line.ratePaise * line.qty;
    gst += unitGstPaise(line.ratePaise, line.gstPercent) * line.qty;
  }
  const deliveryCharge =
    delivery === null ? 0 : deliveryChargePaise(delivery, orderWeightGrams(lines));
  return orderPriceOf(amount, gst, deliveryCharge, charge);
}

/** The order's figures once its items and delivery are priced: the fee is taken on both. */
export function orderPriceOf(
  amountPaise: number,
  gstPaise: number,
  deliveryPaise: number,
  charge: GatewayCharge | null,
): OrderPrice {
  const itemsTotalPaise = amountPaise + gstPaise;
  const fee = gatewayFeePaise(charge, itemsTotalPaise + deliveryPaise);
  return {
    amountPaise,
    gstPaise,
    itemsTotalPaise,
    deliveryChargePaise: deliveryPaise,
    gatewayFeePaise: fee,
    totalPaise: itemsTotalPaise + deliveryPaise + fee,
  };
}
