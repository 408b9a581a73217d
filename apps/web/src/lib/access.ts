import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyClasses } from '@codepath/contract/classes';
import { ContestListAnswer } from '@codepath/contract/contests';
import { AccessAnswer, STAFF_AREAS, hasAnyRole, type Role, type StaffArea } from '@codepath/contract/roles';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

export async function getAccess(): Promise<AccessAnswer> {
  return AccessAnswer.parse(await apiRequest('GET', '/api/access'));
}

/** The signed-in user's roles, asked once per session; the server checks them again on every staff call. */
export const accessQueryOptions = (userId: string) => queryOptions({ queryKey: ['access', userId], queryFn: getAccess, staleTime: 5 * 60_000 });

export function useAccess() {
  const auth = useAuth();
  const userId = auth.status === 'signed-in' ? auth.user.id : '';
  return useQuery({ ...accessQueryOptions(userId), enabled: userId !== '' });
}

/** The staff areas these roles open, in the order the admin area lists them. */
export function openAreas(roles: readonly Role[]): StaffArea[] {
  return (Object.keys(STAFF_AREAS) as StaffArea[]).filter((area) => hasAnyRole(roles, STAFF_AREAS[area]));
}

/** The caller's classes and what is due (GET /api/classes), shared by the shell's Classes entry and the dashboard. */
export const myClassesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['classes', 'mine', userId], queryFn: async () => MyClasses.parse(await apiRequest('GET', '/api/classes')), staleTime: 60_000 });

export function useMyClassesSummary() {
  const auth = useAuth();
  const userId = auth.status === 'signed-in' ? auth.user.id : '';
  return useQuery({ ...myClassesQueryOptions(userId), enabled: userId !== '' });
}

/** The contests the caller can see and whether they may organise one (GET /api/app/contests), for the shell's Contests entry. */
export const visibleContestsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['contests', 'menu', userId], queryFn: async () => ContestListAnswer.parse(await apiRequest('GET', '/api/app/contests')), staleTime: 60_000 });

export function useVisibleContests() {
  const auth = useAuth();
  const userId = auth.status === 'signed-in' ? auth.user.id : '';
  return useQuery({ ...visibleContestsQueryOptions(userId), enabled: userId !== '' });
}
