import { brand, shipmentMessages } from '@shop/shared';
import type { Mail } from '../../lib/mailer';
import { linkMail } from './templates';

export type ShipmentNoticeKind = 'shipped' | 'out_for_delivery' | 'delivered';

export type ShipmentNoticeFacts = {
  to: string;
  firstName: string;
  orderId: number;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  items: { name: string; qty: number }[];
  /** The shopper's order page. */
  link: string;
};

/**
 * The shopper's notice of a shipping step, composed whole from the facts: one function per
 * mail, so the notice can be queued as it is. Every text the shopper or staff typed is escaped
 * by `linkMail`.
 */
export function shipmentNoticeMail(kind: ShipmentNoticeKind, facts: ShipmentNoticeFacts): Mail {
  const m = shipmentMessages.mail;
  const tracking = `${facts.carrier} tracking number: ${facts.trackingNumber}`;
  const greeting = `Namaste ${facts.firstName},`;
  const footnote = `Thank you for shopping with ${brand.name}.`;
  if (kind === 'shipped') {
    return linkMail({
      to: facts.to,
      subject: m.shippedSubject(facts.orderId),
      greeting,
      lines: [
        m.shippedLead(facts.carrier),
        tracking,
        ...(facts.trackingUrl ? [`${shipmentMessages.trackParcel}: ${facts.trackingUrl}`] : []),
        'In this parcel:',
        ...facts.items.map((item) => `${item.name}, qty ${item.qty}`),
      ],
      action: shipmentMessages.trackParcel,
      link: facts.trackingUrl ?? facts.link,
      footnote: `${footnote} Your order: ${facts.link}`,
    });
  }
  return linkMail({
    to: facts.to,
    subject:
      kind === 'delivered'
        ? m.deliveredSubject(facts.orderId)
        : m.outForDeliverySubject(facts.orderId),
    greeting,
    lines: [kind === 'delivered' ? m.deliveredLead : m.outForDeliveryLead, tracking],
    action: 'See your order',
    link: facts.link,
    footnote,
  });
}
