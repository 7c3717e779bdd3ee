import { formatPaise, rupeesToPaise } from '@shop/shared';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "14 Mar 2026, 9:05 am" in India time, where the shop and its shoppers are. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

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
