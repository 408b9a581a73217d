import { z } from 'zod';
import { ProblemStatus } from './enums.ts';

/** One learner's standing on one problem (the score record of the spec, plus the status). */
export const ScoreRecord = z.object({
  exists: z.boolean(),
  finalScore: z.number().int(),
  clickedHint: z.boolean(),
  clickedSolution: z.boolean(),
  wrongAttempts: z.number().int(),
  passed: z.boolean(),
  timeSpent: z.number(),
  language: z.string(),
  status: ProblemStatus,
});
export type ScoreRecord = z.infer<typeof ScoreRecord>;
