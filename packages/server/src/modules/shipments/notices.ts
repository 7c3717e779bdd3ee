import { isCarrier, paths, trackingUrlFor } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderProducts, orders, products, users } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import type { NoticeContext } from '../orders/notices';
import { shipmentNoticeMail, type ShipmentNoticeKind } from '../mail/shipment-notices';
import { findShipmentOfOrder } from './repo';

/**
 * The shopper's notice of a shipping step, composed from what is stored now. One function
 * builds the whole message, so the mail outbox can queue what it returns.
 */
export async function composeShipmentNotice(
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
 * Queues a claimed notice after its move committed; the mail sender delivers it with retries.
 * A failure to compose or queue it is logged with the order id (the claim stays: a notice is
 * never sent twice).
 */
export async function sendShipmentNotice(
  ctx: NoticeContext,
  orderId: number,
  kind: ShipmentNoticeKind | undefined,
) {
  if (!kind) return;
  try {
    const mail = await composeShipmentNotice(ctx.db, ctx.publicUrl, orderId, kind);
    if (mail) await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err, orderId, notice: kind }, 'shipment notice could not be queued');
  }
}
