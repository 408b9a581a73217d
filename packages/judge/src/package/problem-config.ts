import { Difficulty } from '@codepath/contract/enums';
import { z } from 'zod';

/** Categories a catalogue problem may name (problems/README.md). */
export const CATEGORIES = [
  'Arrays', 'Strings', 'Hash Table', 'Two Pointers', 'Sliding Window', 'Prefix Sum', 'Stack',
  'Binary Search', 'Linked List', 'Trees', 'Graphs', 'Dynamic Programming', 'Greedy',
  'Backtracking', 'Math', 'Sorting', 'Heap', 'Bit Manipulation',
] as const;

/** Plain Kattis packages may leave these out. */
export const DEFAULT_TIME_LIMIT_SECONDS = 2;
export const DEFAULT_MEMORY_LIMIT_MIB = 256;

export const ProblemConfig = z.object({
  name: z.string().min(1),
  difficulty: Difficulty.optional(),
  category: z.enum(CATEGORIES).optional(),
  tags: z.array(z.string()).default([]),
  limits: z
    .object({
      time: z.number().positive().max(60).default(DEFAULT_TIME_LIMIT_SECONDS),
      memory: z.number().int().min(16).max(4096).default(DEFAULT_MEMORY_LIMIT_MIB),
    })
    .default({ time: DEFAULT_TIME_LIMIT_SECONDS, memory: DEFAULT_MEMORY_LIMIT_MIB }),
  validation: z.enum(['default', 'custom']).default('default'),
  validator_flags: z.string().nullish().transform((flags) => flags ?? ''),
  source: z.string().optional(),
  license: z.string().optional(),
});
export type ProblemConfig = z.infer<typeof ProblemConfig>;
