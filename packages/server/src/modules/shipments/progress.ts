import { ORDER_STATUS, type OrderStatus, type ShipmentStatus } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shipments } from '../../db/schema';
import { returnStock } from '../orders/domain/stock';
import { followCodMove } from '../cod/service';
import type { ShipmentNoticeKind } from '../mail/shipment-notices';
import { addEvent, claimNotice, findShipmentOfOrder } from './repo';

/** The shipment status that follows an order status after it left the shop. */
const SHIPMENT_STATUS_OF: Partial<Record<OrderStatus, ShipmentStatus>> = {
  [ORDER_STATUS.shipped]: 'shipped',
  [ORDER_STATUS.outForDelivery]: 'out_for_delivery',
  [ORDER_STATUS.delivered]: 'delivered',
  [ORDER_STATUS.returned]: 'returned',
};

const NOTICE_OF: Partial<Record<ShipmentStatus, ShipmentNoticeKind>> = {
  shipped: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
};

export type MoveEvent = {
  at: Date;
  source: string;
  /** Identifies the event for replays; staff moves are keyed by their status. */
  key?: string;
  location?: string | null;
  note?: string | null;
};

/**
 * What follows an allowed move of an order past Shipped, inside the transaction that made it
 * (staff or carrier alike): the shipment's status and event, the stock of a returned parcel
 * (once: Returned ends the table), and the claim of the shopper's notice. Gives the notice to
 * send after commit, if this move is the first to claim it.
 */
export async function followMove(
  tx: Tx,
  orderId: number,
  to: OrderStatus,
  event: MoveEvent,
): Promise<ShipmentNoticeKind | undefined> {
  const status = SHIPMENT_STATUS_OF[to];
  if (!status) return undefined;
  if (to === ORDER_STATUS.returned) await returnStock(tx, orderId);
  // Cash on delivery: the cash collected goes in the ledger; a return gets its credit note.
  await followCodMove(tx, orderId, to, event.source, event.at);
  const shipment = await findShipmentOfOrder(tx, orderId);
  if (shipment) {
    await tx
      .update(shipments)
      .set({
        status,
        checked_at: new Date(),
        ...(status === 'delivered' ? { delivered_at: event.at } : {}),
      })
      .where(eq(shipments.id, shipment.id));
    await addEvent(tx, shipment.id, {
      status,
      at: event.at,
      location: event.location ?? null,
      note: event.note ?? null,
      source: event.source,
      event_key: event.key ?? `status:${status}`,
    });
  }
  const notice = NOTICE_OF[status];
  return notice && (await claimNotice(tx, orderId, notice)) ? notice : undefined;
}
