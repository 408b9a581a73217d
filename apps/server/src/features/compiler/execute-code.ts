import { MAX_CODE_BYTES, MAX_INPUT_BYTES, type ExecuteAnswer, type ExecuteBody } from '@codepath/contract/compiler';
import type { ProgramResult } from '@codepath/judge/run-program';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { assertWithinSize } from '../../lib/size-limits.ts';
import { assertBelowPendingCap, type UserRateLimiter } from '../../queue/admission.ts';
import { QueueClosedError, type JudgeQueue } from '../../queue/judge-queue.ts';
import { capOutput } from './truncate-output.ts';

export interface ExecuteCodeDeps {
  db: Database;
  queue: JudgeQueue;
  runLimiter: UserRateLimiter;
  /** Runs one learner may have waiting or running at once. */
  maxPendingRuns: number;
  /** Moves the problem's status to attempted. */
  recordRun(db: Database, userId: string, problemSlug: string): Promise<void>;
}

export type ExecuteCode = (userId: string, body: ExecuteBody) => Promise<ExecuteAnswer>;

const VERDICT_ERRORS: Partial<Record<ProgramResult['verdict'], string>> = {
  'Time Limit Exceeded': 'Time Limit Exceeded',
  'Memory Limit Exceeded': 'Memory Limit Exceeded',
  'Output Limit Exceeded': 'Output Limit Exceeded',
  'Internal Error': 'The judge failed to run this program. Please try again.',
};

/** The `error` field: compiler output, the program's stderr, or what stopped it. */
function errorText(result: ProgramResult): string {
  if (result.verdict === 'Compilation Error') return result.compileOutput || 'Compilation Error';
  if (result.verdict === 'Runtime Error') {
    const exit = result.exitCode === null ? '' : ` (exit code ${result.exitCode})`;
    return result.stderr.trim() ? result.stderr : `Runtime Error${exit}`;
  }
  return VERDICT_ERRORS[result.verdict] ?? result.stderr;
}

export function createExecuteCode(deps: ExecuteCodeDeps): ExecuteCode {
  const pendingRuns = new Map<string, number>();

  return async (userId, body) => {
    assertWithinSize(body.code, MAX_CODE_BYTES, 'Code');
    assertWithinSize(body.input, MAX_INPUT_BYTES, 'Input');
    const problem =
      body.problemId === undefined ? undefined : await findProblem(deps.db, body.problemId, ['slug', 'timeLimitMs', 'memoryLimitMb']);
    assertBelowPendingCap(pendingRuns.get(userId) ?? 0, deps.maxPendingRuns, 'runs');
    deps.runLimiter.take(userId);

    pendingRuns.set(userId, (pendingRuns.get(userId) ?? 0) + 1);
    let result: ProgramResult;
    try {
      if (problem) await deps.recordRun(deps.db, userId, problem.slug);
      result = await deps.queue.run({
        language: body.language,
        source: body.code,
        stdin: body.input,
        ...(problem ? { timeLimitMs: problem.timeLimitMs, memoryLimitBytes: problem.memoryLimitMb * 1024 * 1024 } : {}),
      }, userId);
    } catch (error) {
      if (error instanceof QueueClosedError) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The judge is restarting. Please run your code again in a moment.');
      }
      throw error;
    } finally {
      const left = (pendingRuns.get(userId) ?? 1) - 1;
      if (left > 0) pendingRuns.set(userId, left);
      else pendingRuns.delete(userId);
    }
    const output = capOutput(result.stdout);
    const success = result.verdict === 'Accepted';
    return {
      success,
      output: output.text,
      error: success ? '' : capOutput(errorText(result)).text,
      executionTime: result.timeMs,
      memoryUsed: result.memoryKb,
      executionMethod: result.executionMethod,
      verdict: result.verdict,
      isOutputTruncated: output.isTruncated,
    };
  };
}
