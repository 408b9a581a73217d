import type { Language } from '@codepath/contract/enums';
import { SolutionAnswer } from '@codepath/contract/problems';
import { ScoreRecord } from '@codepath/contract/scores';
import { apiRequest } from '@/lib/api-client';

/** The server answers the editorial only once viewing it has been recorded (it sets the score to 0). */
export async function recordSolutionView(problemId: string, language: Language): Promise<ScoreRecord> {
  return ScoreRecord.parse(await apiRequest('POST', `/api/scores/solution/${encodeURIComponent(problemId)}`, { body: { language } }));
}

export async function getSolution(problemId: string): Promise<SolutionAnswer> {
  return SolutionAnswer.parse(await apiRequest('GET', `/api/problems/${encodeURIComponent(problemId)}/solution`));
}
