import { SUBMISSION_TIME_SPENT } from '@codepath/contract/constants';
import type { Language } from '@codepath/contract/enums';
import { SubmissionScoreAnswer } from '@codepath/contract/score-board';
import { apiRequest } from '@/lib/api-client';

type SubmissionScoreReport = { passed: boolean; language: Language; submissionId: string };

/** Reports a judged submission to the score board; the server recomputes the standing from its own verdicts. */
export async function recordSubmissionScore(problemId: string, report: SubmissionScoreReport): Promise<SubmissionScoreAnswer> {
  return SubmissionScoreAnswer.parse(
    await apiRequest('POST', `/api/scores/submission/${encodeURIComponent(problemId)}`, { body: { ...report, timeSpent: SUBMISSION_TIME_SPENT } }),
  );
}
