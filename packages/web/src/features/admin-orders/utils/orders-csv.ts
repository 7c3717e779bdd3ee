import { addressText, csvDateTime, csvDocument } from '@shop/shared';
import type { AdminOrder } from '@shop/shared';
import { latestStatus } from '../../../entities/order/figures';
import { customerName, plainRupees, productsText } from './order-figures';

/** The orders CSV's columns, in this order (docs/product.md). */
const CSV_COLUMNS = [
  'Order ID',
  'Customer',
  'Total ₹',
  'Products x Qty',
  'Status',
  'Date',
  'Address',
  // Processed refunds; 0.00 when nothing was given back.
  'Refunded ₹',
  // The coupon the order was placed with and what it saved; blank and 0.00 without one.
  'Coupon',
  'Discount ₹',
] as const;

function ordersCsvRows(orders: readonly AdminOrder[]): string[][] {
  return orders.map((order) => {
    const address = addressText(order);
    return [
      String(order.id),
      customerName(order),
      plainRupees(order.total),
      productsText(order),
      latestStatus(order) ?? 'N/A',
      csvDateTime(order.created_at),
      order.phone_number ? `${address}, Phone: ${order.phone_number}` : address,
      plainRupees(order.refunded_amount),
      order.coupon_code ?? '',
      plainRupees(order.discount ?? 0),
    ];
  });
}

/** The whole file: byte-order mark, header, one line per order, CRLF line ends. */
export function buildOrdersCsv(orders: readonly AdminOrder[]): string {
  return csvDocument([CSV_COLUMNS, ...ordersCsvRows(orders)], { bom: true });
}

export const ordersCsvFileName = (from: string, to: string) => `orders_${from}_to_${to}.csv`;
