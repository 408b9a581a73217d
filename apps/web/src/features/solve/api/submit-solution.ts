import { SubmitAnswer, type SubmitBody } from '@codepath/contract/submissions';
import { SUBMISSION_TIME_SPENT } from '@codepath/contract/constants';
import { apiRequest } from '@/lib/api-client';

/** Queues the submission; the verdict arrives on its event stream. */
export async function submitSolution(body: Pick<SubmitBody, 'code' | 'language' | 'problemId'>): Promise<SubmitAnswer> {
  return SubmitAnswer.parse(await apiRequest('POST', '/api/submissions', { body: { ...body, timeSpent: SUBMISSION_TIME_SPENT } }));
}
