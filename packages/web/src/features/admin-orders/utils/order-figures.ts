import { formatRupees, privacyMessages, type AdminOrder } from '@shop/shared';
import { latestStatus } from '../../../entities/order/figures';

/** What the shopper pays, as the server worked it out. */
export const orderTotalText = (order: AdminOrder) => formatRupees(order.total);

/** "1234.50": the figure alone, for the CSV's Total ₹ column. */
export const plainRupees = (rupees: number): string => rupees.toFixed(2);

export function customerName(order: AdminOrder): string {
  const customer = order.customer;
  const name = customer ? `${customer.first_name} ${customer.last_name}`.trim() : '';
  return name || order.name;
}

/** The customer's e-mail, or "Deleted account" once its owner deleted it (docs/decisions/035). */
export const customerContact = (order: AdminOrder): string =>
  order.customer ? order.customer.email : privacyMessages.deletedAccount;

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
