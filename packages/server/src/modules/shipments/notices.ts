import { isCarrier, paths, trackingUrlFor } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { orderProducts, orders, products, users } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { shipmentNoticeMail, type ShipmentNoticeKind } from '../mail/shipment-notices';
import { findShipmentOfOrder } from './repo';

/**
 * The shopper's notice of a shipping step, composed from what is stored now. One function
 * builds the whole message, so the mail outbox can queue what it returns.
 */
async function composeShipmentNotice(
  db: Queryable,
  publicUrl: string,
  orderId: number,
  kind: ShipmentNoticeKind,
): Promise<Mail | undefined> {
  const [owner] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, orderId));
  const shipment = await findShipmentOfOrder(db, orderId);
  if (!owner || !shipment) return undefined;
  const items = await db
    .select({ name: products.name, qty: orderProducts.qty })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .where(eq(orderProducts.order_id, orderId))
    .orderBy(asc(orderProducts.id));
  return shipmentNoticeMail(kind, {
    to: owner.email,
    firstName: owner.first_name,
    orderId,
    carrier: shipment.carrier,
    trackingNumber: shipment.tracking_number,
    trackingUrl:
      shipment.tracking_url ??
      (isCarrier(shipment.carrier)
        ? trackingUrlFor(shipment.carrier, shipment.tracking_number)
        : null),
    items,
    link: `${publicUrl}${paths.order(orderId)}`,
  });
}

/**
 * Queues a claimed notice in `tx`, the transaction of the move it tells of, so the notice
 * exists exactly when the move does; the mail sender delivers it with retries.
 */
export async function queueShipmentNotice(
  tx: Tx,
  queue: (mail: Mail) => Promise<void>,
  publicUrl: string,
  orderId: number,
  kind: ShipmentNoticeKind | undefined,
) {
  if (!kind) return;
  const mail = await composeShipmentNotice(tx, publicUrl, orderId, kind);
  if (mail) await queue(mail);
}
