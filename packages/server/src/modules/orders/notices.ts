import { paths } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orders, users } from '../../db/schema';
import type { Mail, QueueingMailer } from '../../lib/mailer';
import type { OutcomeNotices } from './domain';
import { holdLapsedMail, orderCancelledMail } from '../mail/order-notices';

export type NoticeContext = {
  db: Db;
  mailer: QueueingMailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** The shopper of an order and the link to it, for mails about it. */
const ownerOfOrder = preparedPerDatabase((db) =>
  db
    .select({ email: users.email, first_name: users.first_name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('owner_of_order'),
);

export async function shopperOf(q: Queryable, publicUrl: string, orderId: number) {
  const [owner] = await ownerOfOrder(q).execute({ orderId });
  return owner && { ...owner, link: `${publicUrl}${paths.order(orderId)}` };
}

/**
 * Every cancellation tells the shopper why, and whether their money is on its way back: the
 * mail is queued in `tx`, the transaction that cancels the order, so it exists exactly when
 * the cancellation does.
 */
export async function queueCancellation(
  tx: Tx,
  queue: (mail: Mail) => Promise<void>,
  publicUrl: string,
  cancellation: { orderId: number; reason: string; refunded: boolean },
) {
  const { orderId, reason, refunded } = cancellation;
  const owner = await shopperOf(tx, publicUrl, orderId);
  if (!owner) return;
  await queue({
    ...orderCancelledMail({
      to: owner.email,
      firstName: owner.first_name,
      orderId,
      reason,
      refunded,
      link: owner.link,
    }),
    orderId,
  });
}

/** When an unpaid order's hold lapses, the shopper is sent the way back to pay it. */
export const holdLapsedNotices = (mailer: QueueingMailer, publicUrl: string): OutcomeNotices => ({
  mailer,
  async mails(tx, order) {
    const owner = await shopperOf(tx, publicUrl, order.id);
    if (!owner) return [];
    const mail = holdLapsedMail({
      to: owner.email,
      firstName: owner.first_name,
      orderId: order.id,
      link: owner.link,
    });
    return [{ ...mail, orderId: order.id }];
  },
});
