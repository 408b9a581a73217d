import { z } from 'zod';
import { ErrorBody } from './errors.ts';
import { Language } from './enums.ts';

/** POST /api/ai/hint: the learner's current code and language for one problem (its slug). */
export const HintBody = z.object({
  problemId: z.string().min(1).max(100),
  code: z.string().max(100_000).default(''),
  language: Language,
});
export type HintBody = z.infer<typeof HintBody>;

export const HintAnswer = z.object({
  hint: z.string(),
  isAIGenerated: z.boolean(),
  /** The model that wrote an AI hint. */
  model: z.string().optional(),
});
export type HintAnswer = z.infer<typeof HintAnswer>;

/** A failed AI hint still carries the next manual hint, shown as a manual hint. */
export const HintFailureAnswer = ErrorBody.extend({ fallbackHint: z.string().optional() });
export type HintFailureAnswer = z.infer<typeof HintFailureAnswer>;

/** GET /api/ai/status: whether hints come from an AI model (and which) or from the written hints only. */
export const AiStatusAnswer = z.object({
  isAIEnabled: z.boolean(),
  model: z.string().nullable(),
});
export type AiStatusAnswer = z.infer<typeof AiStatusAnswer>;

/** GET /api/ai/hints/{problemId}: the problem (its slug) whose received hints are listed. */
export const ReceivedHintsParams = z.object({ problemId: z.string().min(1).max(100) });
export type ReceivedHintsParams = z.infer<typeof ReceivedHintsParams>;

/** One hint the signed-in learner was handed, numbered from 1 in the order received. */
export const ReceivedHint = z.object({
  number: z.number().int().positive(),
  hint: z.string(),
  isAIGenerated: z.boolean(),
  /** The model that wrote an AI hint. */
  model: z.string().optional(),
  receivedAt: z.iso.datetime(),
});
export type ReceivedHint = z.infer<typeof ReceivedHint>;

/**
 * The hints the signed-in learner received for one problem, oldest first, and whether
 * another request would bring a new one (always with an AI model; with written hints
 * only until the last has been handed out).
 */
export const ReceivedHintsAnswer = z.object({
  hints: z.array(ReceivedHint),
  hasMoreHints: z.boolean(),
});
export type ReceivedHintsAnswer = z.infer<typeof ReceivedHintsAnswer>;
