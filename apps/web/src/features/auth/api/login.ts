import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, LoginBody } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/features/auth/api/parse-auth-answer';

export async function login(body: LoginBody): Promise<AuthAnswer> {
  return parseAuthAnswer(await apiRequest('POST', '/api/auth/login', { body }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
