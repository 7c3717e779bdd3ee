import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

const summed = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The dashboard's figures per India calendar day, in paise. Written only by the triggers of
 * migration 0028, in the transaction of the write they count (an invoice or a credit note
 * issued, a refund processed, a shopper activated); the source rows stay the truth, and
 * `dashboard_rebuild()` recomputes every day from them.
 */
export const dashboardDays = pgTable('dashboard_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  takings_paise: summed('takings_paise'),
  cgst_paise: summed('cgst_paise'),
  sgst_paise: summed('sgst_paise'),
  igst_paise: summed('igst_paise'),
  credited_cgst_paise: summed('credited_cgst_paise'),
  credited_sgst_paise: summed('credited_sgst_paise'),
  credited_igst_paise: summed('credited_igst_paise'),
  refunds_paise: summed('refunds_paise'),
  new_shoppers: integer('new_shoppers').notNull().default(0),
});

/** A product's lines summed over a period: quantity, and price with GST in paise. */
const productSums = () => ({
  product_id: integer('product_id').notNull(),
  qty: summed('qty'),
  revenue_paise: summed('revenue_paise'),
});

/** Each product's lines in the orders paid on a day: quantity, and price with GST in paise. */
export const dashboardProductDays = pgTable(
  'dashboard_product_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...productSums(),
  },
  (t) => [primaryKey({ columns: [t.day, t.product_id] })],
);

/** The same per calendar month, `month` its first day: a long range reads its whole months here. */
export const dashboardProductMonths = pgTable(
  'dashboard_product_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    ...productSums(),
  },
  (t) => [primaryKey({ columns: [t.month, t.product_id] })],
);
