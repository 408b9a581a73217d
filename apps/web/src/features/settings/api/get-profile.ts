import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileAnswer } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';

export async function getProfile(): Promise<ProfileAnswer> {
  return ProfileAnswer.parse(await apiRequest('GET', '/api/auth/profile'));
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['auth', 'profile'], queryFn: getProfile, staleTime: 0 });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
