import { z } from 'zod';
import { recordId, rupees } from './common';

/** Paid orders of a period and what their shoppers paid, in rupees. */
const periodFigures = z.strictObject({ orders: z.number().int(), revenue: rupees });

/** What a shop owner checks each morning (India calendar days). */
export const dashboardSummarySchema = z.strictObject({
  today: periodFigures,
  last_7_days: periodFigures,
  awaiting_shipment: z.number().int(),
  /** Products at or under the low-stock level of available units, with their three figures. */
  low_stock: z.array(
    z.strictObject({
      id: recordId,
      name: z.string(),
      stock: z.number().int(),
      on_hand: z.number().int(),
      reserved: z.number().int(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** `GET /api/dashboard/summary`. */
export const dashboardResponse = z.strictObject({ summary: dashboardSummarySchema });
export type DashboardResponse = z.infer<typeof dashboardResponse>;
