import { z } from 'zod';
import { ExecutionMethod, Language, Verdict } from './enums.ts';

/** Server-side limits of runs and submissions (bytes of UTF-8). */
export const MAX_CODE_BYTES = 64 * 1024;
export const MAX_INPUT_BYTES = 1024 * 1024;
/** Output sent back to the browser is cut here; `isOutputTruncated` then says so. */
export const MAX_RETURNED_OUTPUT_BYTES = 64 * 1024;
export const OUTPUT_TRUNCATED_NOTE = '[output truncated: only the first 64 KiB are shown]';

export const ExecuteBody = z.object({
  code: z.string(),
  language: Language,
  input: z.string().default(''),
  /** Applies that problem's time and memory limits and records the run for the problem's status. */
  problemId: z.string().min(1).max(100).optional(),
});
export type ExecuteBody = z.infer<typeof ExecuteBody>;

/** The spec's execution result plus the judge's verdict and the truncation flag. */
export const ExecuteAnswer = z.object({
  success: z.boolean(),
  output: z.string(),
  error: z.string(),
  /** CPU milliseconds. */
  executionTime: z.number(),
  /** Peak memory in KB. */
  memoryUsed: z.number(),
  executionMethod: ExecutionMethod,
  verdict: Verdict,
  isOutputTruncated: z.boolean(),
});
export type ExecuteAnswer = z.infer<typeof ExecuteAnswer>;
