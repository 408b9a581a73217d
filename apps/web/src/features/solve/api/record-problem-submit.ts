import { ProblemTimeAnswer } from '@codepath/contract/dashboard';
import { apiRequest } from '@/lib/api-client';

/** Counts a judged submission towards the time stats; the answer is not shown. */
export async function recordProblemSubmit(problemId: string, isCorrect: boolean): Promise<ProblemTimeAnswer> {
  return ProblemTimeAnswer.parse(await apiRequest('POST', '/api/time/problem/submit', { body: { problemId, isCorrect } }));
}
