import {
  CASE_OUTPUT_TRUNCATED_NOTE,
  MAX_CASE_BYTES,
  MAX_CODE_BYTES,
  MAX_RETURNED_CASE_OUTPUT_BYTES,
  MAX_RUN_CASES_TOTAL_BYTES,
  type RunCasesAnswer,
  type RunCasesBody,
} from '@codepath/contract/compiler';
import type { CasesRunResult } from '@codepath/judge/run-cases';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertOwnCode } from '../../lib/empty-code.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { assertWithinSize } from '../../lib/size-limits.ts';
import { assertBelowPendingCap } from '../../lib/admission.ts';
import type { JudgeQueue } from '../../queue/judge-queue.ts';
import { countedRun, type CountedRunDeps } from './counted-run.ts';
import { capOutput } from './truncate-output.ts';

export interface RunCasesDeps extends CountedRunDeps {
  db: Database;
  queue: JudgeQueue;
}

/** The problem (and the version whose package judges the cases) of an admitted call. */
export interface AdmittedCases {
  problem: { slug: string; version: number };
}

export interface RunCases {
  /**
   * The checks before the call is counted against the rate limit: sizes (413), the
   * problem (404), code of the learner's own (400) and the runs already waiting (429).
   */
  admit(userId: string, body: RunCasesBody): Promise<AdmittedCases>;
  run(userId: string, body: RunCasesBody, admitted: AdmittedCases): Promise<RunCasesAnswer>;
}

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/** Each input and expected output within MAX_CASE_BYTES, all of them within MAX_RUN_CASES_TOTAL_BYTES. */
function assertCasesWithinSize(cases: RunCasesBody['cases']): void {
  let total = 0;
  for (const testCase of cases) {
    assertWithinSize(testCase.input, MAX_CASE_BYTES, 'Input');
    if (testCase.expectedOutput !== undefined) assertWithinSize(testCase.expectedOutput, MAX_CASE_BYTES, 'Expected output');
    total += bytesOf(testCase.input) + bytesOf(testCase.expectedOutput ?? '');
  }
  if (total > MAX_RUN_CASES_TOTAL_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The test cases are too large together (the limit is ${MAX_RUN_CASES_TOTAL_BYTES / 1024} KiB)`);
  }
}

/**
 * "Run Code" on the samples and the learner's own cases: one job on the judge
 * queue, one compile, every case run and, where it has an expected output,
 * checked by the problem's own checker on the judge (never on this event loop).
 * Only what the learner sent is judged; hidden tests play no part.
 */
export function createRunCases(deps: RunCasesDeps): RunCases {
  return {
    async admit(userId, body) {
      assertWithinSize(body.code, MAX_CODE_BYTES, 'Code');
      assertCasesWithinSize(body.cases);
      const problem = await findProblem(deps.db, body.problemId, ['slug', 'version']);
      // Running the untouched template is allowed: seeing it fail against a sample's expected output is how a learner starts.
      assertOwnCode(body.code, undefined, 'run');
      assertBelowPendingCap(await deps.pendingRuns.count(userId), deps.maxPendingRuns, 'runs');
      return { problem: { slug: problem.slug, version: problem.version } };
    },

    async run(userId, body, { problem }) {
      const result = await countedRun(deps, userId, async () => {
        const cases = body.cases.map(({ input, expectedOutput }) => (expectedOutput === undefined ? { input } : { input, expectedOutput }));
        return deps.queue.runCases({ problemSlug: problem.slug, problemVersion: problem.version, language: body.language, source: body.code, cases }, userId);
      });
      return answerOf(result);
    },
  };
}

const capCaseText = (text: string) => capOutput(text, MAX_RETURNED_CASE_OUTPUT_BYTES, CASE_OUTPUT_TRUNCATED_NOTE);

function answerOf(result: CasesRunResult): RunCasesAnswer {
  return {
    isCompiled: result.isCompiled,
    compileOutput: capOutput(result.compileOutput).text,
    executionMethod: result.executionMethod,
    cases: result.cases.map((testCase) => {
      const output = capCaseText(testCase.stdout);
      return {
        status: testCase.status,
        message: capCaseText(testCase.message).text,
        output: output.text,
        isOutputTruncated: output.isTruncated || testCase.isStdoutTruncated,
        stderr: capCaseText(testCase.stderr).text,
        timeMs: testCase.timeMs,
        memoryKb: testCase.memoryKb,
      };
    }),
  };
}
