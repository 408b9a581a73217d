import { createContext, useContext } from 'react';
import type { useJudge } from './use-judge';

/**
 * The page's judge (its run, its Testcase panel's cases and results) for the
 * panels inside the editor, which are laid out by components that only pass
 * the console its input and output.
 */
export const JudgeContext = createContext<ReturnType<typeof useJudge> | null>(null);

export function useJudgeContext() {
  return useContext(JudgeContext);
}
