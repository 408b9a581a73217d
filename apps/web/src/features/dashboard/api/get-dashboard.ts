import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardAnswer } from '@codepath/contract/dashboard';
import { apiRequest } from '@/lib/api-client';

export async function getDashboard(): Promise<DashboardAnswer> {
  return DashboardAnswer.parse(await apiRequest('GET', '/api/dashboard'));
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard, staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
