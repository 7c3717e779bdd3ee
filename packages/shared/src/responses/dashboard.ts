import { z } from 'zod';
import { recordId, rupees } from './common';

/** An India calendar day, `YYYY-MM-DD`. */
const isoDate = z.iso.date();

/** A period's sales, in rupees: what paid orders took less refunds, and the GST collected. */
const periodFigures = z.strictObject({
  revenue: rupees,
  orders: z.number().int(),
  average_order_value: rupees,
  new_shoppers: z.number().int(),
  refunds: rupees,
  gst: z.strictObject({ cgst: rupees, sgst: rupees, igst: rupees }),
});
export type DashboardFigures = z.infer<typeof periodFigures>;

/**
 * What needs doing. Each count is there only for staff who hold the area that acts on it:
 * orders and refunds for order managers, stock for product managers.
 */
const todo = z.strictObject({
  to_ship: z.number().int().optional(),
  payments_pending: z.number().int().optional(),
  refunds_pending: z.number().int().optional(),
  refunds_failed: z.number().int().optional(),
  cod_to_confirm: z.number().int().optional(),
  out_of_stock: z.number().int().optional(),
  low_stock: z.number().int().optional(),
});
export type DashboardTodo = z.infer<typeof todo>;

/** The owner's dashboard over India calendar days; sales only for those who see orders. */
const dashboardSchema = z.strictObject({
  range: z.strictObject({ from: isoDate, to: isoDate }),
  current: periodFigures.optional(),
  previous: periodFigures.optional(),
  by_day: z
    .array(z.strictObject({ date: isoDate, revenue: rupees, orders: z.number().int() }))
    .optional(),
  top_products: z
    .array(
      z.strictObject({ id: recordId, name: z.string(), qty: z.number().int(), revenue: rupees }),
    )
    .optional(),
  todo,
  /** Products whose available units are at or under their own low-stock level, fewest first. */
  low_stock: z
    .array(
      z.strictObject({
        id: recordId,
        name: z.string(),
        available: z.number().int(),
        low_stock_at: z.number().int(),
      }),
    )
    .optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET /api/dashboard`. */
export const dashboardResponse = z.strictObject({ dashboard: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponse>;
