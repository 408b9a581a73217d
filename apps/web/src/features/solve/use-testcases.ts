import { useCallback, useMemo, useState } from 'react';
import { MAX_CUSTOM_CASES, MAX_RUN_CASES, type RunCase } from '@codepath/contract/compiler';
import type { ProblemExample } from '@codepath/contract/problems';
import { loadCustomCases, saveCustomCases, type CustomCase } from './testcase-storage';

/** One tab of the Testcase panel: a sample of the problem (read-only) or a case of the learner's. */
export interface Testcase {
  id: string;
  label: string;
  isSample: boolean;
  input: string;
  /** Blank: the output is shown, not checked. */
  expectedOutput: string;
}

/** What a run sends for a case: a blank expected output is left out, so the case is only run. */
export function toRunCase({ input, expectedOutput }: Testcase): RunCase {
  return expectedOutput.trim() === '' ? { input } : { input, expectedOutput };
}

// randomUUID exists only in secure contexts; a page served over plain http on a local network has none.
const newId = () => globalThis.crypto?.randomUUID?.() ?? `case-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The problem's samples then up to MAX_CUSTOM_CASES cases of the learner's, kept in local storage per problem. */
export function useTestcases(problemId: string, examples: readonly ProblemExample[]) {
  const [custom, setCustom] = useState(() => ({ problemId, cases: loadCustomCases(problemId) }));
  // Another problem opened in the same page: its own cases.
  const current = custom.problemId === problemId ? custom.cases : loadCustomCases(problemId);

  const change = useCallback(
    (update: (cases: CustomCase[]) => CustomCase[]) => {
      setCustom((state) => {
        const cases = update(state.problemId === problemId ? state.cases : loadCustomCases(problemId));
        saveCustomCases(problemId, cases);
        return { problemId, cases };
      });
    },
    [problemId],
  );

  const cases = useMemo<Testcase[]>(
    () => [
      ...examples.slice(0, MAX_RUN_CASES - MAX_CUSTOM_CASES).map((example, index) => ({
        id: `sample-${index + 1}`,
        label: `Sample ${index + 1}`,
        isSample: true,
        input: example.input,
        expectedOutput: example.output,
      })),
      ...current.map((testcase, index) => ({ ...testcase, label: `Case ${index + 1}`, isSample: false })),
    ],
    [examples, current],
  );

  const add = useCallback(
    (input: string): string | null => {
      if (current.length >= MAX_CUSTOM_CASES) return null;
      const id = newId();
      change((cases) => [...cases, { id, input, expectedOutput: '' }].slice(0, MAX_CUSTOM_CASES));
      return id;
    },
    [change, current.length],
  );
  const update = useCallback(
    (id: string, fields: Partial<Pick<CustomCase, 'input' | 'expectedOutput'>>) =>
      change((cases) => cases.map((testcase) => (testcase.id === id ? { ...testcase, ...fields } : testcase))),
    [change],
  );
  const remove = useCallback((id: string) => change((cases) => cases.filter((testcase) => testcase.id !== id)), [change]);

  return { cases, canAdd: current.length < MAX_CUSTOM_CASES, add, update, remove };
}

export type Testcases = ReturnType<typeof useTestcases>;
