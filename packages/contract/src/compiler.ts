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

/** Cases one "Run Code" may judge: the problem's samples and up to MAX_CUSTOM_CASES of the learner's own. */
export const MAX_RUN_CASES = 20;
export const MAX_CUSTOM_CASES = 8;
/** Each case's input, and each expected output, in bytes of UTF-8. */
export const MAX_CASE_BYTES = 64 * 1024;
/** Every input and expected output of one call together. */
export const MAX_RUN_CASES_TOTAL_BYTES = 512 * 1024;
/** Output and stderr of each case are cut here in the answer. */
export const MAX_RETURNED_CASE_OUTPUT_BYTES = 16 * 1024;
export const CASE_OUTPUT_TRUNCATED_NOTE = '[output truncated: only the first 16 KiB are shown]';

export const RunCase = z.object({
  input: z.string(),
  /** Compared with the program's output by the problem's own checker; without it the output is only shown. */
  expectedOutput: z.string().optional(),
});
export type RunCase = z.infer<typeof RunCase>;

export const RunCasesBody = z.object({
  problemId: z.string().min(1).max(100),
  language: Language,
  code: z.string(),
  cases: z.array(RunCase).min(1).max(MAX_RUN_CASES),
});
export type RunCasesBody = z.infer<typeof RunCasesBody>;

/**
 * What became of one case. A case is never "Accepted": it passed or failed against
 * its expected output, or, without one, it finished (or stopped on an error).
 */
export const CaseStatus = z.enum([
  'Passed',
  'Wrong Answer',
  'Finished',
  'Runtime Error',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Output Limit Exceeded',
  'Internal Error',
]);
export type CaseStatus = z.infer<typeof CaseStatus>;

export const CaseResult = z.object({
  status: CaseStatus,
  /** The checker's message for a wrong answer, or what stopped the program; empty otherwise. */
  message: z.string(),
  output: z.string(),
  isOutputTruncated: z.boolean(),
  stderr: z.string(),
  /** CPU milliseconds. */
  timeMs: z.number(),
  /** Peak memory in KB. */
  memoryKb: z.number(),
});
export type CaseResult = z.infer<typeof CaseResult>;

export const RunCasesAnswer = z.object({
  /** False when the code did not compile: `compileOutput` says why and no case ran. */
  isCompiled: z.boolean(),
  compileOutput: z.string(),
  /** One per case, in the order sent; empty when the code did not compile. */
  cases: z.array(CaseResult),
  executionMethod: ExecutionMethod,
});
export type RunCasesAnswer = z.infer<typeof RunCasesAnswer>;
