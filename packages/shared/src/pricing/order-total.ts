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
  const itemsTotal = amount + gst;
  const deliveryCharge =
    delivery === null ? 0 : deliveryChargePaise(delivery, orderWeightGrams(lines));
  const fee = gatewayFeePaise(charge, itemsTotal + deliveryCharge);
  return {
    amountPaise: amount,
    gstPaise: gst,
    itemsTotalPaise: itemsTotal,
    deliveryChargePaise: deliveryCharge,
    gatewayFeePaise: fee,
    totalPaise: itemsTotal + deliveryCharge + fee,
  };
}
