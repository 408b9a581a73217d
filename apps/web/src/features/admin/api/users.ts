import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSubmissionDetail, AdminUserDetail, AdminUsersAnswer, type AdminUsersQuery } from '@codepath/contract/admin-users';
import type { StaffRole } from '@codepath/contract/roles';
import { apiRequest } from '@/lib/api-client';

export async function getUsers(query: AdminUsersQuery): Promise<AdminUsersAnswer> {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  return AdminUsersAnswer.parse(await apiRequest('GET', `/api/admin/users?${params}`));
}

export async function getUser(id: string): Promise<AdminUserDetail> {
  return AdminUserDetail.parse(await apiRequest('GET', `/api/admin/users/${encodeURIComponent(id)}`));
}

export async function getStaffSubmission(id: string): Promise<AdminSubmissionDetail> {
  return AdminSubmissionDetail.parse(await apiRequest('GET', `/api/admin/submissions/${encodeURIComponent(id)}`));
}

export const usersQueryOptions = (query: AdminUsersQuery) => queryOptions({ queryKey: ['admin', 'users', query], queryFn: () => getUsers(query), staleTime: 0 });
export const userQueryOptions = (id: string) => queryOptions({ queryKey: ['admin', 'user', id], queryFn: () => getUser(id), staleTime: 0 });
export const staffSubmissionQueryOptions = (id: string) => queryOptions({ queryKey: ['admin', 'submission', id], queryFn: () => getStaffSubmission(id), staleTime: 0 });

export const useUsers = (query: AdminUsersQuery) => useQuery(usersQueryOptions(query));
export const useUser = (id: string) => useQuery(userQueryOptions(id));
export const useStaffSubmission = (id: string | null) => useQuery({ ...staffSubmissionQueryOptions(id ?? ''), enabled: id !== null });

export type UserChange = { type: 'disable' } | { type: 'enable' } | { type: 'roles'; roles: StaffRole[] };

export async function changeUser(id: string, change: UserChange): Promise<AdminUserDetail> {
  const url = `/api/admin/users/${encodeURIComponent(id)}`;
  const answer = change.type === 'roles' ? await apiRequest('PUT', `${url}/roles`, { body: { roles: change.roles } }) : await apiRequest('POST', `${url}/${change.type}`);
  return AdminUserDetail.parse(answer);
}

export function useChangeUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => changeUser(id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
