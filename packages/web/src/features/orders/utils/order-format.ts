import { formatPaise, rupeesToPaise } from '@shop/shared';
import type { OrderStatusEntry } from '@shop/shared';
import type { OrderListItem } from '@shop/shared';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Dates are shown in India time, where the shop and its shoppers are. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** The displayed status is the first entry: the server lists them newest first (spec §4). */
export function latestStatus(statuses: readonly OrderStatusEntry[]): string | undefined {
  return statuses[0]?.status;
}

/** A line's price with GST, summed in paise so the rupee figure never drifts. */
export function linePriceText(line: { amount: number; gst: number }): string {
  return formatPaise(rupeesToPaise(line.amount) + rupeesToPaise(line.gst));
}

export interface OrderGroup {
  id: number;
  created_at: string;
  order_statuses: OrderStatusEntry[];
  items: OrderListItem[];
}

/** The list answers one entry per ordered product: gather them per order, newest first. */
export function groupOrders(items: readonly OrderListItem[]): OrderGroup[] {
  const groups = new Map<number, OrderGroup>();
  for (const item of items) {
    const group = groups.get(item.order.id);
    if (group) group.items.push(item);
    else groups.set(item.order.id, { ...item.order, items: [item] });
  }
  return [...groups.values()].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}
