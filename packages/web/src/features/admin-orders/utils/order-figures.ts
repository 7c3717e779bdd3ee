import { formatPaise, paiseToRupees, rupeesToPaise } from '@shop/shared';
import { privacyMessages, type AdminOrder } from '@shop/shared';
import { latestStatus } from '../../../entities/order/figures';

/** Amount + payment_gateway_charge + delivery_charge + gst, added in paise. */
export function orderTotalPaise(order: AdminOrder): number {
  return (
    rupeesToPaise(order.amount) +
    rupeesToPaise(order.payment_gateway_charge) +
    rupeesToPaise(order.delivery_charge) +
    rupeesToPaise(order.gst)
  );
}

export const orderTotalText = (order: AdminOrder) => formatPaise(orderTotalPaise(order));

/** "1234.50": the figure alone, for the CSV's Total ₹ column. */
export const plainRupees = (paise: number): string => paiseToRupees(paise).toFixed(2);

export function customerName(order: AdminOrder): string {
  const customer = order.customer;
  const name = customer ? `${customer.first_name} ${customer.last_name}`.trim() : '';
  return name || order.name;
}

/** The customer's e-mail, or "Deleted account" once its owner deleted it (docs/decisions/035). */
export const customerContact = (order: AdminOrder): string =>
  order.customer ? order.customer.email : privacyMessages.deletedAccount;

export function addressLines(order: AdminOrder): string[] {
  return [
    order.name,
    order.line_1,
    order.line_2,
    [order.city, order.district].filter(Boolean).join(', '),
    `${order.state} ${order.pin_code}`.trim(),
    order.country,
  ].filter((line) => line && line.trim() !== '');
}

export const addressText = (order: AdminOrder) => addressLines(order).join(', ');

export const productsText = (order: AdminOrder) =>
  order.order_products.map((line) => `${line.Product.name} x ${line.qty}`).join('; ');

/** Every status present in the list, in the order first met, for the Status filter. */
export function statusesPresent(orders: readonly AdminOrder[]): string[] {
  const found = new Set<string>();
  for (const order of orders) {
    const status = latestStatus(order);
    if (status) found.add(status);
  }
  return [...found];
}
