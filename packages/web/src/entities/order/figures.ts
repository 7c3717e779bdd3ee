import { formatPaise, rupeesToPaise } from '@shop/shared';

/** The displayed status is the first entry: the server lists them newest first. */
export function latestStatus(order: {
  order_statuses: readonly { status: string }[];
}): string | undefined {
  return order.order_statuses[0]?.status;
}

/** A line's price with GST, summed in paise so the rupee figure never drifts. */
export function linePriceText(line: { amount: number; gst: number }): string {
  return formatPaise(rupeesToPaise(line.amount) + rupeesToPaise(line.gst));
}
