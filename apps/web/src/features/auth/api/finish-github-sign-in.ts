import type { AuthAnswer, GithubCallbackBody } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/features/auth/api/parse-auth-answer';

/** Hands GitHub's one-time code to the server, which exchanges it and answers with our own token. */
export async function finishGithubSignIn(body: GithubCallbackBody): Promise<AuthAnswer> {
  return parseAuthAnswer(await apiRequest('POST', '/api/auth/github/callback', { body }));
}
