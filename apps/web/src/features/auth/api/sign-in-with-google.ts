import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/features/auth/api/parse-auth-answer';

/** Sends only Google's signed ID token; the server reads the profile from it after verifying it. */
export async function signInWithGoogle(credential: string): Promise<AuthAnswer> {
  return parseAuthAnswer(await apiRequest('POST', '/api/auth/google', { body: { credential } }));
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
