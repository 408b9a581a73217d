import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, RegisterBody } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/features/auth/api/parse-auth-answer';

export async function register(body: RegisterBody): Promise<AuthAnswer> {
  return parseAuthAnswer(await apiRequest('POST', '/api/auth/register', { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
