import { MAX_CUSTOM_CASES } from '@codepath/contract/compiler';

/** A case the learner added: an input and, optionally (blank means none), the output expected. */
export interface CustomCase {
  id: string;
  input: string;
  expectedOutput: string;
}

/** Kept per problem, as the code is (`code:{problem}:{language}`), so a reload loses none. */
const storageKey = (problemId: string) => `testcases:${problemId}`;

const isCustomCase = (value: unknown): value is CustomCase =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'input', 'expectedOutput'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export function loadCustomCases(problemId: string): CustomCase[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(problemId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCustomCase).slice(0, MAX_CUSTOM_CASES) : [];
  } catch {
    // Unreadable (edited by hand): start again with none.
    return [];
  }
}

export function saveCustomCases(problemId: string, cases: readonly CustomCase[]): void {
  if (cases.length === 0) localStorage.removeItem(storageKey(problemId));
  else localStorage.setItem(storageKey(problemId), JSON.stringify(cases));
}
