import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardRange } from '@shop/shared';
import { api } from '../../../lib/api-client';

export type DashboardChoice = { range: DashboardRange; month?: string };

// Order and refund changes drop every range at once through the ['dashboard'] prefix.
const dashboardKey = (choice: DashboardChoice) =>
  ['dashboard', choice.range, choice.month ?? ''] as const;

export async function getDashboard(
  choice: DashboardChoice,
  signal?: AbortSignal,
): Promise<Dashboard> {
  const month = choice.range === 'month' ? choice.month : undefined;
  const { dashboard } = await api.get('/api/dashboard', {
    query: { range: choice.range, month },
    signal,
  });
  return dashboard;
}

/** The dashboard of a range; the last answer stays on screen while another range loads. */
export function useDashboard(choice: DashboardChoice) {
  return useQuery({
    queryKey: dashboardKey(choice),
    queryFn: ({ signal }) => getDashboard(choice, signal),
    placeholderData: keepPreviousData,
  });
}
