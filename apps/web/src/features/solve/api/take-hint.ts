import type { Language } from '@codepath/contract/enums';
import { HintAnswer } from '@codepath/contract/hints';
import { ScoreRecord } from '@codepath/contract/scores';
import { ApiError, apiRequest } from '@/lib/api-client';

export type HintOutcome =
  | { kind: 'hint'; hint: string; isAIGenerated: boolean; model?: string | undefined }
  | { kind: 'error'; message: string; fallbackHint: string | null };

/** Records the hint's penalty, then asks for the hint; a failed hint may still carry a manual fallback. */
export async function recordHintUse(problemId: string, language: Language): Promise<ScoreRecord> {
  return ScoreRecord.parse(await apiRequest('POST', `/api/scores/hint/${encodeURIComponent(problemId)}`, { body: { language } }));
}

export async function fetchHint(problemId: string, code: string, language: Language): Promise<HintOutcome> {
  try {
    const answer = HintAnswer.parse(await apiRequest('POST', '/api/ai/hint', { body: { problemId, code, language } }));
    return { kind: 'hint', ...answer };
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as { error?: string; fallbackHint?: unknown } | null) : null;
    return {
      kind: 'error',
      message: body?.error ?? 'Failed to get hint',
      fallbackHint: typeof body?.fallbackHint === 'string' ? body.fallbackHint : null,
    };
  }
}
