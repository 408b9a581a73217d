import { z } from 'zod';
import { LANGUAGE_IDS, LANGUAGE_RECORD } from './languages.ts';

/** Every language a learner can write, from the one record (languages.ts). */
export const Language = z.enum(LANGUAGE_IDS);
export type Language = z.infer<typeof Language>;

export const LANGUAGE_LABELS: Record<Language, string> = Object.fromEntries(LANGUAGE_IDS.map((id) => [id, LANGUAGE_RECORD[id].label])) as Record<Language, string>;

/** Verdict names, in the judge's precedence order when several tests fail differently. */
export const Verdict = z.enum([
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  'Output Limit Exceeded',
  'Internal Error',
]);
export type Verdict = z.infer<typeof Verdict>;

/** Submission life cycle before a verdict exists. */
export const PendingStatus = z.enum(['Queued', 'Running']);
export type PendingStatus = z.infer<typeof PendingStatus>;

export const ExecutionMethod = z.enum(['sandbox', 'native']);
export type ExecutionMethod = z.infer<typeof ExecutionMethod>;

export const Difficulty = z.enum(['Easy', 'Medium', 'Hard']);
export type Difficulty = z.infer<typeof Difficulty>;

/** Categories a problem may name in its problem.yaml (problems/README.md). */
export const PROBLEM_CATEGORIES = [
  'Arrays', 'Strings', 'Hash Table', 'Two Pointers', 'Sliding Window', 'Prefix Sum', 'Stack',
  'Binary Search', 'Linked List', 'Trees', 'Graphs', 'Dynamic Programming', 'Greedy',
  'Backtracking', 'Math', 'Sorting', 'Heap', 'Bit Manipulation',
] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];

export const ProblemStatus = z.enum(['not-attempted', 'attempted', 'submitted', 'solved']);
export type ProblemStatus = z.infer<typeof ProblemStatus>;

export const AuthMethod = z.enum(['email', 'google', 'github']);
export type AuthMethod = z.infer<typeof AuthMethod>;
