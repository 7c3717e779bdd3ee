import { addressText, formatPaise, paths } from '@shop/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orderProducts, products, type OrderRow } from '../../db/schema';
import type { Mail, QueueingMailer } from '../../lib/mailer';
import { shopAlertsRecipient } from '../alerts/shop-alerts';
import { orderPaidAlertMail } from '../mail/order-notices';
import { orderConfirmationMail } from '../mail/templates';
import type { OutcomeNotices } from './domain';
import { orderTotalPaise } from '../pricing/order-total';
import { shopperOf } from './notices';

// Read for every paid order: prepared once.
const linesForMail = preparedPerDatabase((db) =>
  db
    .select({
      name: products.name,
      qty: orderProducts.qty,
      amount_paise: orderProducts.amount_paise,
      gst_paise: orderProducts.gst_paise,
      discount_paise: orderProducts.discount_paise,
      discount_gst_paise: orderProducts.discount_gst_paise,
    })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .where(eq(orderProducts.order_id, sql.placeholder('orderId')))
    .orderBy(asc(orderProducts.id))
    .prepare('lines_for_mail'),
);

/** The order as its mails tell it: the locked row, and its lines with their product names. */
async function orderForMail(tx: Tx, order: OrderRow) {
  const items = await linesForMail(tx).execute({ orderId: order.id });
  return { ...order, items };
}

type MailOrder = Awaited<ReturnType<typeof orderForMail>>;

/** What a coupon took off the items with GST; undefined when it made delivery free instead. */
function itemsSaving(order: MailOrder) {
  const saving = order.items.reduce(
    (sum, item) => sum + item.discount_paise + item.discount_gst_paise,
    0,
  );
  return saving > 0 ? formatPaise(saving) : undefined;
}

/** The shopper's confirmation of a paid order; its tax invoice is attached when it is sent. */
function confirmationOf(
  order: MailOrder,
  owner: { email: string; first_name: string; link: string },
) {
  const mail = orderConfirmationMail({
    to: owner.email,
    firstName: owner.first_name,
    orderId: order.id,
    lines: order.items.map((item) => ({
      name: item.name,
      qty: item.qty,
      linePrice: formatPaise(item.amount_paise + item.gst_paise),
    })),
    delivery: formatPaise(order.delivery_charge_paise),
    ...(order.coupon_code !== null && {
      coupon: { code: order.coupon_code, itemsSaving: itemsSaving(order) },
    }),
    fee:
      order.payment_gateway_charge_paise > 0
        ? formatPaise(order.payment_gateway_charge_paise)
        : undefined,
    total: formatPaise(orderTotalPaise(order)),
    address: addressText(order),
    link: owner.link,
  });
  return { ...mail, orderId: order.id, invoiceOfOrder: order.id };
}

/**
 * The mails a payment sends, read and queued in the transaction that records it, so a paid
 * order always has them and a payment reported twice sends them once, whichever report
 * (the checkout, the webhook, the reconciler) came first: the shopper's confirmation with
 * the invoice, and the shop's new-order alert.
 */
export function createPaidNotices(opts: {
  mailer: QueueingMailer;
  publicUrl: string;
  alertsEmail: string | undefined;
}): OutcomeNotices {
  const { mailer, publicUrl, alertsEmail } = opts;
  return {
    mailer,
    async mails(tx: Tx, locked: OrderRow) {
      const order = await orderForMail(tx, locked);
      const orderId = order.id;
      const mails: Mail[] = [];
      const owner = await shopperOf(tx, publicUrl, orderId);
      if (owner) mails.push(confirmationOf(order, owner));
      const shop = await shopAlertsRecipient(tx, alertsEmail);
      if (shop)
        mails.push(
          orderPaidAlertMail({
            to: shop,
            orderId,
            customer: `${order.name}, ${order.city}, ${order.state}`,
            total: formatPaise(orderTotalPaise(order)),
            lines: order.items.map((item) => `${item.name}, qty ${item.qty}`),
            link: `${publicUrl}${paths.orders}`,
          }),
        );
      return mails;
    },
  };
}
