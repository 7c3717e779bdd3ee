import { formatPaise, paths } from '@shop/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { products, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { lowStockAlertMail, orderPaidAlertMail } from '../mail/order-notices';
import { orderTotalPaise } from '../orders/domain/total';
import { findOrder } from '../orders/repo';

/** The daily job's name in `daily_jobs`. */
export const LOW_STOCK_JOB = 'low-stock-alert';

/** What the payment state machine tells the shop once an order is paid. */
export type PaidAlert = { orderPaid(orderId: number): Promise<void> };

export type ShopAlerts = PaidAlert & { lowStock(): Promise<number> };

/** SHOP_ALERTS_EMAIL, else the first admin's address (the owner who set the shop up). */
async function recipient(db: Db, configured: string | undefined) {
  if (configured) return configured;
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.is_admin, true), eq(users.is_active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return admin?.email;
}

/**
 * Mails to the shop. Each is sent after the change it reports has committed; a mail that
 * cannot be sent is logged and never undoes the change.
 */
export function createShopAlerts(opts: {
  db: Db;
  mailer: Mailer;
  alertsEmail: string | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
}): ShopAlerts {
  const { db, mailer, publicUrl, log } = opts;
  return {
    async orderPaid(orderId) {
      try {
        const to = await recipient(db, opts.alertsEmail);
        const order = await findOrder(db, orderId);
        if (!to || !order) return;
        await mailer.send(
          orderPaidAlertMail({
            to,
            orderId,
            customer: `${order.name}, ${order.city}, ${order.state}`,
            total: formatPaise(orderTotalPaise(order)),
            lines: order.items.map((item) => `${item.product.name}, qty ${item.qty}`),
            link: `${publicUrl}${paths.orders}`,
          }),
        );
      } catch (err) {
        log.error({ err, orderId }, 'new-order alert could not be sent');
      }
    },
    async lowStock() {
      const low = await db
        .select({
          name: products.name,
          stock: products.stock,
          on_hand: sql<number>`${products.stock} + ${products.reserved}`,
          reserved: products.reserved,
          low_stock_at: products.low_stock_at,
        })
        .from(products)
        // Each product's own level, as on the dashboard.
        .where(lte(products.stock, products.low_stock_at))
        .orderBy(asc(products.stock), asc(products.id));
      const to = await recipient(db, opts.alertsEmail);
      if (!to || low.length === 0) return 0;
      await mailer.send(
        lowStockAlertMail({
          to,
          products: low,
          link: `${publicUrl}${paths.productManagement}`,
        }),
      );
      return low.length;
    },
  };
}
