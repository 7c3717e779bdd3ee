import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema';

/** What pricing computed when the order was placed, stored part by part on the order. */
const TOTAL_PARTS = [
  'amount_paise',
  'gst_paise',
  'delivery_charge_paise',
  'payment_gateway_charge_paise',
] as const;

export type OrderTotalParts = Record<(typeof TOTAL_PARTS)[number], number>;

/** What the shopper pays for an order, in paise: the one place its parts are added up. */
export const orderTotalPaise = (order: OrderTotalParts) =>
  TOTAL_PARTS.reduce((sum, part) => sum + order[part], 0);

/** The same total inside a query over `orders`. */
export const orderTotalSql = sql<number>`(${sql.join(
  TOTAL_PARTS.map((part) => orders[part]),
  sql` + `,
)})`;
