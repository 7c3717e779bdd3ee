import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';

export interface DashboardFigures {
  orders: number;
  /** Rupees. */
  revenue: number;
}

type DashboardSummary = DashboardResponse['summary'];

const dashboardKeys = { summary: ['dashboard', 'summary'] as const };

export async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  const { summary } = await api.get('/api/dashboard/summary', {
    signal,
  });
  return summary;
}

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}
