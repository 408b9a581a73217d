import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIME_STATS_REFRESH_MS } from '@codepath/contract/constants';
import { TimeStatsAnswer } from '@codepath/contract/time';
import { apiRequest } from '@/lib/api-client';

/** Weeks are counted in the browser's time zone, so "this week" matches the learner's calendar. */
export async function getTimeStats(): Promise<TimeStatsAnswer> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return TimeStatsAnswer.parse(await apiRequest('GET', `/api/time/dashboard/stats?timeZone=${encodeURIComponent(timeZone)}`));
}

export const timeStatsQueryOptions = () =>
  queryOptions({ queryKey: ['time', 'dashboard-stats'], queryFn: getTimeStats, staleTime: 0, refetchInterval: TIME_STATS_REFRESH_MS });

/** Refreshed every 30 seconds; a failure is only logged and the dashboard's own figures stay. */
export function useTimeStats() {
  const query = useQuery({ ...timeStatsQueryOptions(), retry: false });
  if (query.error) console.warn('Failed to load time stats', query.error);
  return query;
}
