import type { OrderStatusEntry } from '@shop/shared';
import type { OrderListItem } from '@shop/shared';

export interface OrderGroup {
  id: number;
  created_at: string;
  /** What the whole order costs, as the server answered it. */
  total: number;
  payment_method: OrderListItem['order']['payment_method'];
  /** What a cash on delivery order's shopper pays at the door. */
  cod_amount: number | null;
  /** The coupon it was placed with and what it saved, when there is one. */
  coupon_code?: string;
  discount?: number;
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
