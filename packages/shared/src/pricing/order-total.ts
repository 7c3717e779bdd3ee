import { deliveryChargePaise, type DeliveryRates } from './delivery';
import { gatewayFeePaise, type GatewayCharge } from './gateway-fee';
import { itemPricePaise, unitGstPaise } from './gst';

export type PricedLine = {
  ratePaise: number;
  gstPercent: number;
  weightGrams: number;
  qty: number;
};

/** All in paise; `total` is what the shopper pays. */
export type OrderPrice = {
  amount: number;
  gst: number;
  itemsTotal: number;
  delivery_charge: number;
  payment_gateway_charge: number;
  total: number;
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
  const delivery_charge =
    delivery === null ? 0 : deliveryChargePaise(delivery, orderWeightGrams(lines));
  const payment_gateway_charge = gatewayFeePaise(charge, itemsTotal + delivery_charge);
  return {
    amount,
    gst,
    itemsTotal,
    delivery_charge,
    payment_gateway_charge,
    total: amount + gst + delivery_charge + payment_gateway_charge,
  };
}
