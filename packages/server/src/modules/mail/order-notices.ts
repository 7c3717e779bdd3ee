import { brand, STOCK_HOLD_MINUTES } from '@shop/shared';
import type { Mail } from '../../lib/mailer';
import { linkMail } from './templates';

/** To the shopper: their order was cancelled, by whom and why. */
export const orderCancelledMail = (opts: {
  to: string;
  firstName: string;
  orderId: number;
  reason: string;
  refunded: boolean;
  link: string;
}) =>
  linkMail({
    to: opts.to,
    subject: `Your ${brand.name} order #${opts.orderId} has been cancelled`,
    greeting: `Namaste ${opts.firstName},`,
    lines: [
      `Order #${opts.orderId} has been cancelled. Reason: ${opts.reason}`,
      opts.refunded
        ? 'Your payment is being refunded to the account you paid from; we will write again once it is processed.'
        : 'Nothing was charged for this order.',
    ],
    action: 'See your order',
    link: opts.link,
    footnote: 'If you did not expect this, reply to this e-mail and we will help.',
  });

/** To the shopper: the unpaid order's hold lapsed and its items went back on sale. */
export const holdLapsedMail = (opts: {
  to: string;
  firstName: string;
  orderId: number;
  link: string;
}) =>
  linkMail({
    to: opts.to,
    subject: `Your ${brand.name} order #${opts.orderId} is waiting for payment`,
    greeting: `Namaste ${opts.firstName},`,
    lines: [
      `We held the items of order #${opts.orderId} for ${STOCK_HOLD_MINUTES} minutes, but its payment did not reach us, so they are back on sale.`,
      'You can still complete the payment of the same order while the items are in stock.',
    ],
    action: 'Complete payment',
    link: opts.link,
    footnote:
      'If you have already paid, you need do nothing: the order updates once the payment reaches us.',
  });

/** To the shop: a new paid order. */
export const orderPaidAlertMail = (opts: {
  to: string;
  orderId: number;
  customer: string;
  total: string;
  lines: string[];
  link: string;
}) =>
  linkMail({
    to: opts.to,
    subject: `New order #${opts.orderId} paid`,
    greeting: 'A new order has been paid.',
    lines: [`Order #${opts.orderId} from ${opts.customer}, ${opts.total}:`, ...opts.lines],
    action: 'Open the orders',
    link: opts.link,
    footnote: 'Pack and ship it from the Orders screen.',
  });

export type LowStockLine = {
  name: string;
  stock: number;
  on_hand: number;
  reserved: number;
  low_stock_at: number;
};

/** To the shop, once a day: products at or under their low-stock level. */
export const lowStockAlertMail = (opts: {
  to: string;
  products: LowStockLine[];
  link: string;
}): Mail =>
  linkMail({
    to: opts.to,
    subject: `${opts.products.length} product${opts.products.length === 1 ? '' : 's'} running low`,
    greeting: 'These products are at or under their low-stock level:',
    lines: opts.products.map(
      (p) =>
        `${p.name}: ${p.stock} available (${p.on_hand} on hand, ${p.reserved} reserved; low at ${p.low_stock_at})`,
    ),
    action: 'Update stock',
    link: opts.link,
    footnote: 'Sent once a day while products run low.',
  });
