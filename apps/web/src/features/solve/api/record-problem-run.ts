import { ProblemTimeAnswer } from '@codepath/contract/dashboard';
import { apiRequest } from '@/lib/api-client';

/** Counts a Run towards the time stats; the answer is not shown. */
export async function recordProblemRun(problemId: string): Promise<ProblemTimeAnswer> {
  return ProblemTimeAnswer.parse(await apiRequest('POST', '/api/time/problem/run', { body: { problemId } }));
}
