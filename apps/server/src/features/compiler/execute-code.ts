import { MAX_CODE_BYTES, MAX_INPUT_BYTES, type CaseStatus, type ExecuteAnswer, type ExecuteBody } from '@codepath/contract/compiler';
import type { Verdict } from '@codepath/contract/enums';
import type { CasesRunResult } from '@codepath/judge/run-cases';
import type { ProgramResult } from '@codepath/judge/run-program';
import { INTERNAL_ERROR_TEXT, runErrorText } from '@codepath/judge/run-failure';
import type { Database } from '../../db/client.ts';
import { assertOwnCode } from '../../lib/empty-code.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { assertWithinSize } from '../../lib/size-limits.ts';
import { assertBelowPendingCap } from '../../lib/admission.ts';
import type { JudgeQueue } from '../../queue/judge-queue.ts';
import { countedRun, type CountedRunDeps } from './counted-run.ts';
import { capOutput } from './truncate-output.ts';

export interface ExecuteCodeDeps extends CountedRunDeps {
  db: Database;
  queue: JudgeQueue;
}

type RunProblem = { slug: string; version: number; timeLimitMs: number; memoryLimitMb: number; isInteractive: boolean } | undefined;

/** A run that passed its checks; `problem` is the one it names, if any. */
export interface AdmittedRun {
  problem: RunProblem;
}

export interface ExecuteCode {
  /**
   * The checks before a run is counted against the rate limit: sizes (413), the
   * problem (404), code of the learner's own (400) and the learner's runs already
   * waiting (429).
   */
  admit(userId: string, body: ExecuteBody): Promise<AdmittedRun>;
  execute(userId: string, body: ExecuteBody, admitted: AdmittedRun): Promise<ExecuteAnswer>;
}

/** The `error` field: compiler output, or how the run failed in the judge's words (the same as Submit's). */
function errorText(result: ProgramResult): string {
  if (result.verdict === 'Compilation Error') return result.compileOutput || 'Compilation Error';
  if (result.failure) return runErrorText(result.failure, result.stderr);
  return result.verdict === 'Internal Error' ? INTERNAL_ERROR_TEXT : result.stderr;
}

export function createExecuteCode(deps: ExecuteCodeDeps): ExecuteCode {
  const { pendingRuns, maxPendingRuns } = deps;

  return {
    async admit(userId, body) {
      assertWithinSize(body.code, MAX_CODE_BYTES, 'Code');
      assertWithinSize(body.input, MAX_INPUT_BYTES, 'Input');
      const found =
        body.problemId === undefined
          ? undefined
          : await findProblem(deps.db, body.problemId, ['slug', 'version', 'timeLimitMs', 'memoryLimitMb', 'examples']);
      // Running the untouched template is allowed: seeing it fail against a sample's expected output is how a learner starts.
      assertOwnCode(body.code, undefined, 'run');
      const problem = found && {
        slug: found.slug,
        version: found.version,
        timeLimitMs: found.timeLimitMs,
        memoryLimitMb: found.memoryLimitMb,
        // Only an interactive problem's examples carry an interaction (see problem-record.ts).
        isInteractive: found.examples.some((example) => example.interaction !== undefined),
      };
      assertBelowPendingCap(await pendingRuns.count(userId), maxPendingRuns, 'runs');
      return { problem };
    },

    async execute(userId, body, { problem }) {
      if (problem?.isInteractive) {
        // The input is the validator's (a sample's, say): the program talks to the validator rather than reading it.
        const played = await countedRun(deps, userId, async () => {
          const job = { problemSlug: problem.slug, problemVersion: problem.version, language: body.language, source: body.code, cases: [{ input: body.input }] };
          return deps.queue.runCases(job, userId);
        });
        return answerOfInteraction(played);
      }
      const result = await countedRun(deps, userId, async () => {
        return deps.queue.run({
          language: body.language,
          source: body.code,
          stdin: body.input,
          ...(problem ? { timeLimitMs: problem.timeLimitMs, memoryLimitBytes: problem.memoryLimitMb * 1024 * 1024 } : {}),
        }, userId);
      });
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

const CASE_VERDICTS: Readonly<Record<CaseStatus, Verdict>> = {
  Passed: 'Accepted',
  Finished: 'Accepted',
  'Wrong Answer': 'Wrong Answer',
  'Runtime Error': 'Runtime Error',
  'Time Limit Exceeded': 'Time Limit Exceeded',
  'Memory Limit Exceeded': 'Memory Limit Exceeded',
  'Output Limit Exceeded': 'Output Limit Exceeded',
  'Internal Error': 'Internal Error',
};

/** An interactive run: the output is the conversation, the error the validator's or the run's message. */
function answerOfInteraction(result: CasesRunResult): ExecuteAnswer {
  const played = result.cases[0];
  if (!result.isCompiled || !played) {
    const error = capOutput(result.compileOutput || 'Compilation Error').text;
    return { success: false, output: '', error, executionTime: 0, memoryUsed: 0, executionMethod: result.executionMethod, verdict: 'Compilation Error', isOutputTruncated: false };
  }
  const output = capOutput(played.stdout);
  const verdict = CASE_VERDICTS[played.status];
  const success = verdict === 'Accepted';
  // A crash reads as on a Run without a validator: what the program printed on stderr, then the error named.
  const [name = '', ...details] = played.message.split('\n');
  const error = played.status === 'Runtime Error' ? runErrorText({ verdict: 'Runtime Error', name, hiddenName: name, details: details.join('\n') }, played.stderr) : played.message;
  return {
    success,
    output: output.text,
    error: success ? '' : capOutput(error).text,
    executionTime: played.timeMs,
    memoryUsed: played.memoryKb,
    executionMethod: result.executionMethod,
    verdict,
    isOutputTruncated: output.isTruncated || played.isStdoutTruncated,
  };
}
