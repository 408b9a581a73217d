import { z } from 'zod';
import { Difficulty, ProblemStatus } from './enums.ts';

/** `{id}` in every problem path: the slug (`two-sum`); the answers carry it as both `id` and `_id`. */
export const ProblemIdParams = z.object({ id: z.string().min(1).max(100) });
export type ProblemIdParams = z.infer<typeof ProblemIdParams>;

export const ProblemListItem = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  difficulty: Difficulty,
  status: ProblemStatus,
});
export type ProblemListItem = z.infer<typeof ProblemListItem>;

export const ProblemListAnswer = z.array(ProblemListItem);
export type ProblemListAnswer = z.infer<typeof ProblemListAnswer>;

export const ProblemExample = z.object({
  input: z.string(),
  output: z.string(),
  explanation: z.string(),
  /**
   * Interactive problems only: the sample's exchange (`> ` lines from the judge, `< ` from
   * the program), empty when the package has none. Its presence marks the problem interactive.
   */
  interaction: z.string().optional(),
});
export type ProblemExample = z.infer<typeof ProblemExample>;

/** The spec's problem detail plus limits, tags and the number of hints. Hidden tests are never part of it. */
export const ProblemDetail = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  difficulty: Difficulty,
  category: z.string(),
  /** Markdown: the statement's description, then its Input and Output sections. */
  description: z.string(),
  examples: z.array(ProblemExample),
  constraints: z.string(),
  followUp: z.string(),
  timeLimitMs: z.number().int(),
  memoryLimitMb: z.number().int(),
  tags: z.array(z.string()),
  hintsCount: z.number().int(),
  status: ProblemStatus,
});
export type ProblemDetail = z.infer<typeof ProblemDetail>;

/** `language` is checked by the route so an unknown one answers 'Unsupported language'. */
export const TemplateParams = z.object({ id: z.string().min(1).max(100), language: z.string().max(20) });
export type TemplateParams = z.infer<typeof TemplateParams>;

export const TemplateAnswer = z.object({ template: z.string(), problemTitle: z.string() });
export type TemplateAnswer = z.infer<typeof TemplateAnswer>;

/** The editorial (Markdown), answered only after the learner has recorded viewing the solution. */
export const SolutionAnswer = z.object({ solution: z.string(), problemTitle: z.string() });
export type SolutionAnswer = z.infer<typeof SolutionAnswer>;
