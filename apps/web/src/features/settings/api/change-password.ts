import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('POST', '/api/auth/change-password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
