import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_LIMIT } from '@codepath/contract/constants';
import { LeaderboardAnswer } from '@codepath/contract/score-board';
import { apiRequest } from '@/lib/api-client';

export async function getLeaderboard(): Promise<LeaderboardAnswer> {
  return LeaderboardAnswer.parse(await apiRequest('GET', `/api/scores/leaderboard?limit=${LEADERBOARD_LIMIT}`));
}

export const leaderboardQueryOptions = () => queryOptions({ queryKey: ['scores', 'leaderboard'], queryFn: getLeaderboard, staleTime: 0 });

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
