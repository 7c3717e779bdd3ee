import { paths } from '@shop/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { products, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { lowStockAlertMail } from '../mail/order-notices';

/** The daily job's name in `daily_jobs`. */
export const LOW_STOCK_JOB = 'low-stock-alert';

export type ShopAlerts = { lowStock(): Promise<number> };

/** SHOP_ALERTS_EMAIL, else the first admin's address (the owner who set the shop up). */
// Read for every paid order where no alerts address is set: prepared once.
const firstActiveAdmin = preparedPerDatabase((db) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.is_admin, true), eq(users.is_active, true)))
    .orderBy(asc(users.id))
    .limit(1)
    .prepare('first_active_admin'),
);

export async function shopAlertsRecipient(db: Queryable, configured: string | undefined) {
  if (configured) return configured;
  const [admin] = await firstActiveAdmin(db).execute();
  return admin?.email;
}

/** The shop's daily mail of products running low (the new-order alert goes with the payment: `createPaidNotices`). */
export function createShopAlerts(opts: {
  db: Db;
  mailer: Mailer;
  alertsEmail: string | undefined;
  publicUrl: string;
}): ShopAlerts {
  const { db, mailer, publicUrl } = opts;
  return {
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
      const to = await shopAlertsRecipient(db, opts.alertsEmail);
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
