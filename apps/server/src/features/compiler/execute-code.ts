import { MAX_CODE_BYTES, MAX_INPUT_BYTES, type ExecuteAnswer, type ExecuteBody } from '@codepath/contract/compiler';
import type { ProgramResult } from '@codepath/judge/run-program';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { assertWithinSize } from '../../lib/size-limits.ts';
import { assertBelowPendingCap } from '../../queue/admission.ts';
import { QueueClosedError, QueueTimeoutError, type JudgeQueue } from '../../queue/judge-queue.ts';
import type { PendingRuns } from '../../queue/pending-runs.ts';
import { capOutput } from './truncate-output.ts';

export interface ExecuteCodeDeps {
  db: Database;
  queue: JudgeQueue;
  /** Runs one learner may have waiting or running at once, counted in `pendingRuns`. */
  maxPendingRuns: number;
  pendingRuns: PendingRuns;
  /** Moves the problem's status to attempted. */
  recordRun(db: Database, userId: string, problemSlug: string): Promise<void>;
}

type RunProblem = { slug: string; timeLimitMs: number; memoryLimitMb: number } | undefined;

/** A run that passed its checks; `problem` is the one it names, if any. */
export interface AdmittedRun {
  problem: RunProblem;
}

export interface ExecuteCode {
  /**
   * The checks before a run is counted against the rate limit: sizes (413), the
   * problem (404) and the learner's runs already waiting (429).
   */
  admit(userId: string, body: ExecuteBody): Promise<AdmittedRun>;
  execute(userId: string, body: ExecuteBody, admitted: AdmittedRun): Promise<ExecuteAnswer>;
}

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
  const { pendingRuns, maxPendingRuns } = deps;

  return {
    async admit(userId, body) {
      assertWithinSize(body.code, MAX_CODE_BYTES, 'Code');
      assertWithinSize(body.input, MAX_INPUT_BYTES, 'Input');
      const problem =
        body.problemId === undefined ? undefined : await findProblem(deps.db, body.problemId, ['slug', 'timeLimitMs', 'memoryLimitMb']);
      assertBelowPendingCap(await pendingRuns.count(userId), maxPendingRuns, 'runs');
      return { problem };
    },

    async execute(userId, body, { problem }) {
      // Taken atomically: another server may have started one of this learner's runs since `admit`.
      const { taken, pending } = await pendingRuns.take(userId, maxPendingRuns);
      if (!taken) assertBelowPendingCap(pending, maxPendingRuns, 'runs');
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
        if (error instanceof QueueTimeoutError) {
          throw new AppError('SERVICE_UNAVAILABLE', 'The judge is busy. Please run your code again in a moment.');
        }
        throw error;
      } finally {
        // Should Redis fail here, the count expires by itself (PENDING_RUNS_TTL_MS); the answer still goes out.
        await pendingRuns.release(userId).catch(() => undefined);
      }
      return answerOf(result);
    },
  };
}

function answerOf(result: ProgramResult): ExecuteAnswer {
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
}
