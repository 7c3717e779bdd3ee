import { dashboardMessages } from '../dashboard-messages';
import { z } from 'zod';

export const DASHBOARD_RANGES = ['7d', '30d', '90d', 'month'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** `GET /api/dashboard?range=7d|30d|90d|month&month=YYYY-MM`; the month defaults to this one. */
export const dashboardQuery = z.object({
  range: z.enum(DASHBOARD_RANGES, dashboardMessages.rangeInvalid).default('7d'),
  month: z
    .string()
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, dashboardMessages.monthInvalid)
    .optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;
