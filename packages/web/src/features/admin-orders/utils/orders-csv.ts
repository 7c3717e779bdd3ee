import { rupeesToPaise } from '@shop/shared';
import type { AdminOrder } from '@shop/shared';
import { latestStatus } from '../../../entities/order/figures';
import { csvDateTime } from './india-dates';
import {
  addressText,
  customerName,
  orderTotalPaise,
  plainRupees,
  productsText,
} from './order-figures';

/** Spec §9, in this order, then the refunded amount (issue 16). */
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

/** Lets spreadsheets read the file as UTF-8, so ₹ shows as ₹. */
export const UTF8_BOM = '\uFEFF';

const CRLF = '\r\n';

// A cell a spreadsheet would run as a formula (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180: every field in double quotes, a double quote inside written twice. A text that
 * starts like a formula (a shopper can name themselves `=HYPERLINK(…)`) gets a leading `'`,
 * so the spreadsheet shows it as text.
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

function csvRow(fields: readonly (string | number)[]): string {
  return fields.map(csvField).join(',');
}

function ordersCsvRows(orders: readonly AdminOrder[]): string[][] {
  return orders.map((order) => {
    const address = addressText(order);
    return [
      String(order.id),
      customerName(order),
      plainRupees(orderTotalPaise(order)),
      productsText(order),
      latestStatus(order) ?? 'N/A',
      csvDateTime(order.created_at),
      order.phone_number ? `${address}, Phone: ${order.phone_number}` : address,
      plainRupees(rupeesToPaise(order.refunded_amount ?? 0)),
      order.coupon_code ?? '',
      plainRupees(rupeesToPaise(order.discount ?? 0)),
    ];
  });
}

/** The whole file: byte-order mark, header, one line per order, CRLF line ends. */
export function buildOrdersCsv(orders: readonly AdminOrder[]): string {
  const lines = [csvRow(CSV_COLUMNS), ...ordersCsvRows(orders).map(csvRow)];
  return UTF8_BOM + lines.join(CRLF) + CRLF;
}

export const ordersCsvFileName = (from: string, to: string) => `orders_${from}_to_${to}.csv`;
