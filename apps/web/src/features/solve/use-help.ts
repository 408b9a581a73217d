import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@codepath/contract/enums';
import type { ScoreRecord } from '@codepath/contract/scores';
import { errorMessage } from '@/lib/error-message';
import { problemScoreQueryKey } from './api/get-problem-score';
import { receivedHintsQueryKey } from './api/get-received-hints';
import { fetchHint, recordHintUse, type HintOutcome } from './api/take-hint';
import { getSolution, recordSolutionView } from './api/view-solution';

export type HintState =
  | { phase: 'closed' }
  /** isNext: the penalty is already paid, the question says the next hint costs nothing more. */
  | { phase: 'confirming'; isNext: boolean }
  | { phase: 'loading' }
  | ({ phase: 'shown' } & HintOutcome);
export type SolutionState =
  | { phase: 'closed' }
  | { phase: 'confirming' }
  | { phase: 'loading' }
  | { phase: 'shown'; solution: string }
  | { phase: 'error'; message: string };

/**
 * Get Hint and View Solution: each asks first, then records its cost and shows what it
 * bought. Every hint received is kept by the server; My Hints lists them again and
 * asks for the next one.
 */
export function useHelp(problemId: string, language: Language, readCode: () => string) {
  const queryClient = useQueryClient();
  const [hint, setHint] = useState<HintState>({ phase: 'closed' });
  const [solution, setSolution] = useState<SolutionState>({ phase: 'closed' });
  const [isHintUsed, setIsHintUsed] = useState(false);
  const [isSolutionViewed, setIsSolutionViewed] = useState(false);
  const [isHintListOpen, setIsHintListOpen] = useState(false);

  const storeScore = (record: ScoreRecord) => queryClient.setQueryData(problemScoreQueryKey(problemId), record);

  async function confirmHint() {
    setHint({ phase: 'loading' });
    setIsHintUsed(true);
    const [recorded, outcome] = await Promise.allSettled([recordHintUse(problemId, language), fetchHint(problemId, readCode(), language)]);
    if (recorded.status === 'fulfilled') storeScore(recorded.value);
    else console.warn('Failed to record the hint', recorded.reason);
    setHint(
      outcome.status === 'fulfilled'
        ? { phase: 'shown', ...outcome.value }
        : { phase: 'shown', kind: 'error', message: 'Failed to get hint', fallbackHint: null },
    );
    // The server kept the new hint (or the fallback one); My Hints lists it from now on.
    await queryClient.invalidateQueries({ queryKey: receivedHintsQueryKey(problemId) });
  }

  async function confirmSolution() {
    setSolution({ phase: 'loading' });
    try {
      storeScore(await recordSolutionView(problemId, language));
      setIsSolutionViewed(true);
      setSolution({ phase: 'shown', solution: (await getSolution(problemId)).solution });
    } catch (error) {
      setSolution({ phase: 'error', message: errorMessage(error, 'Failed to view solution') });
    }
  }

  return {
    hint,
    solution,
    isHintUsed,
    isSolutionViewed,
    isHintListOpen,
    askHint: () => setHint({ phase: 'confirming', isNext: false }),
    askNextHint: () => {
      setIsHintListOpen(false);
      setHint({ phase: 'confirming', isNext: true });
    },
    confirmHint,
    closeHint: () => setHint({ phase: 'closed' }),
    openHintList: () => setIsHintListOpen(true),
    closeHintList: () => setIsHintListOpen(false),
    askSolution: () => setSolution({ phase: 'confirming' }),
    confirmSolution,
    closeSolution: () => setSolution({ phase: 'closed' }),
  };
}
