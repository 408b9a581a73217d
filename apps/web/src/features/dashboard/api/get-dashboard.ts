import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardAnswer } from '@codepath/contract/dashboard';
import { apiRequest } from '@/lib/api-client';

/** Streak and weekly activity are counted in the browser's time zone. */
export async function getDashboard(): Promise<DashboardAnswer> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return DashboardAnswer.parse(await apiRequest('GET', `/api/dashboard?timeZone=${encodeURIComponent(timeZone)}`));
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard, staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
