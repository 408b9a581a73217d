import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthProvidersAnswer } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';

export async function getAuthProviders(): Promise<AuthProvidersAnswer> {
  return AuthProvidersAnswer.parse(await apiRequest('GET', '/api/auth/providers'));
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: Infinity });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
