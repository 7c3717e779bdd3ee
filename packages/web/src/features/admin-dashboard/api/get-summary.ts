import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DashboardFigures {
  orders: number;
  /** Rupees. */
  revenue: number;
}

interface DashboardSummary {
  today: DashboardFigures;
  last_7_days: DashboardFigures;
  awaiting_shipment: number;
  low_stock: { id: number; name: string; stock: number }[];
}

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
