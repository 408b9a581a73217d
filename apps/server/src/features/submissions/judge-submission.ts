import fs from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestEvent } from '@codepath/contract/submissions';
import type { Judge } from '@codepath/judge/judge';
import type { GradeResult, TestResult } from '@codepath/judge/grade';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { Database } from '../../db/client.ts';
import { submissionEvents, submissions, type SubmissionRow } from '../../db/schema-judging.ts';
import { storeEvent } from './event-store.ts';
import { learnerOutput } from './failure-message.ts';
import { finishSubmission, type FinishDeps, type JudgedOutcome } from './finish-submission.ts';
import { isFinalStatus, PENDING_STATUSES } from './statuses.ts';

export interface JudgeSubmissionDeps extends FinishDeps {
  judge: Judge;
  /** The problem's package as it is on disk now, with its version. */
  loadProblem(slug: string): Promise<{ pkg: ProblemPackage; version: number } | undefined>;
  log: { error(details: object, message: string): void };
}

const MAX_STORED_OUTPUT_CHARS = 8 * 1024;

const testEventOf = (test: TestResult): TestEvent => ({
  index: test.index,
  isSample: test.isSample,
  verdict: test.verdict,
  time: test.timeMs,
  memory: test.memoryKb,
});

/** The queue's submission handler: grade, store and publish each test's result, then finish once. */
export function createSubmissionJudge(deps: JudgeSubmissionDeps): (submissionId: string) => Promise<void> {
  const { db } = deps;

  return async (submissionId) => {
    const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
    if (!submission || isFinalStatus(submission.status)) return;
    try {
      const problem = await deps.loadProblem(submission.problemSlug);
      if (!problem) {
        await finishSubmission(deps, submission, internalError(`the package of problem ${submission.problemSlug} cannot be read`));
        return;
      }
      await startJudging(db, submission, problem.version, problem.pkg);
      const outcome = await grade(deps, submission, problem.pkg);
      await finishSubmission(deps, submission, outcome);
    } catch (error) {
      deps.log.error({ err: error, submissionId }, 'judging failed');
      await finishSubmission(deps, submission, internalError('the judge failed'));
    }
  };
}

function internalError(output: string): JudgedOutcome {
  return {
    verdict: 'Internal Error',
    passedCount: 0,
    testCount: 0,
    runtimeMs: 0,
    memoryKb: 0,
    output: `Internal Error: ${output}. Please submit again.`,
    failedSampleOutput: null,
    executionMethod: null,
  };
}

/** Marks the row Running on the version about to be judged and drops test events of an interrupted attempt. */
async function startJudging(db: Database, submission: SubmissionRow, version: number, pkg: ProblemPackage): Promise<void> {
  await db
    .update(submissions)
    .set({ status: 'Running', startedAt: new Date(), problemVersion: version, testCount: pkg.samples.length + pkg.secretTests.length })
    .where(and(eq(submissions.id, submission.id), inArray(submissions.status, [...PENDING_STATUSES])));
  await db.delete(submissionEvents).where(eq(submissionEvents.submissionId, submission.id));
}

async function grade(deps: JudgeSubmissionDeps, submission: SubmissionRow, pkg: ProblemPackage): Promise<JudgedOutcome> {
  // Events are stored in test order; the judge reports synchronously, so writes are chained.
  let writes = Promise.resolve();
  const result: GradeResult = await deps.judge.gradeSubmission({
    pkg,
    language: submission.language,
    source: submission.code,
    mode: 'first-failure',
    onTestResult: (test) => {
      const event = { seq: test.index, type: 'test' as const, data: testEventOf(test) };
      writes = writes.then(async () => {
        if (await storeEvent(deps.db, submission.id, event)) deps.bus.publish(submission.id, event);
      });
    },
  });
  await writes;
  const failed = result.tests.find((test) => test.verdict !== 'Accepted');
  if (result.verdict === 'Internal Error') {
    deps.log.error({ submissionId: submission.id, test: failed?.name, detail: failed?.message || result.compileOutput }, 'the judge reported an Internal Error');
  }
  return {
    verdict: result.verdict,
    passedCount: result.tests.filter((test) => test.verdict === 'Accepted').length,
    testCount: result.testCount,
    runtimeMs: result.timeMs,
    memoryKb: result.memoryKb,
    output: learnerOutput(pkg, result).slice(0, MAX_STORED_OUTPUT_CHARS),
    failedSampleOutput: failed?.isSample ? await sampleOutput(deps.judge, submission, pkg, failed) : null,
    executionMethod: result.executionMethod,
  };
}

/** What the program printed on a failing sample, so the learner can compare it with the expected output. */
async function sampleOutput(judge: Judge, submission: SubmissionRow, pkg: ProblemPackage, failed: TestResult): Promise<string | null> {
  const sample = pkg.samples.find((test) => test.name === failed.name);
  if (!sample) return null;
  const run = await judge.runProgram({
    language: submission.language,
    source: submission.code,
    stdin: fs.readFileSync(sample.inputPath, 'utf8'),
    timeLimitMs: pkg.timeLimitMs,
    memoryLimitBytes: pkg.memoryLimitBytes,
  });
  return run.stdout.slice(0, MAX_STORED_OUTPUT_CHARS);
}
