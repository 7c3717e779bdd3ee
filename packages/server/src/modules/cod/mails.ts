import { brand } from '@shop/shared';
import type { Mail } from '../../lib/mailer';
import { linkMail } from '../mail/templates';

/** To the shopper: confirm the cash on delivery order with one click, within the window. */
export const codConfirmMail = (opts: {
  to: string;
  firstName: string;
  orderId: number;
  total: string;
  window: string;
  link: string;
}): Mail =>
  linkMail({
    to: opts.to,
    subject: `Please confirm your ${brand.name} order #${opts.orderId} (cash on delivery)`,
    greeting: `Namaste ${opts.firstName},`,
    lines: [
      `Thank you for order #${opts.orderId}. You chose to pay ${opts.total} in cash at the door.`,
      `Please confirm the order within ${opts.window}: we pack it only once it is confirmed, and an order not confirmed by then is cancelled.`,
    ],
    action: 'Confirm order',
    link: opts.link,
    footnote: 'If you did not place this order, ignore this e-mail and it will be cancelled.',
  });

/** To the shopper: the COD order was not confirmed in time and is cancelled. */
export const codExpiredMail = (opts: {
  to: string;
  firstName: string;
  orderId: number;
  link: string;
}): Mail =>
  linkMail({
    to: opts.to,
    subject: `Your ${brand.name} order #${opts.orderId} has been cancelled`,
    greeting: `Namaste ${opts.firstName},`,
    lines: [
      `Order #${opts.orderId} was not confirmed in time, so it has been cancelled and its items are back on sale.`,
      'Nothing was charged for this order. You are welcome to order again.',
    ],
    action: 'See your order',
    link: opts.link,
    footnote: 'If you meant to confirm it, reply to this e-mail and we will help.',
  });
