import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Verdict } from '@codepath/contract/enums';
import type { TestEvent } from '@codepath/contract/submissions';
import type { Judge } from '@codepath/judge/judge';
import type { GradeResult, TestResult } from '@codepath/judge/grade';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { Database } from '../../db/client.ts';
import { submissionEvents, submissions, type SubmissionRow } from '../../db/schema-judging.ts';
import { JudgeStoppedError } from '../../lib/judge-stopped.ts';
import { claimSubmission, MAX_JUDGING_ATTEMPTS, releaseClaim, renewClaim, type Claim } from './claim-submission.ts';
import type { SubmissionEvent } from './event-bus.ts';
import { storeEvents } from './event-store.ts';
import { MAX_EVENT_TEXT_CHARS } from './final-event.ts';
import { isFinalStatus } from './statuses.ts';
import { RetryLaterError } from '../../queue/judge-queue.ts';
import { learnerOutput } from './failure-message.ts';
import { finishSubmission, type FinishDeps, type JudgedOutcome } from './finish-submission.ts';
import type { FreshSubmission, FreshSubmissions } from './fresh-submissions.ts';


export interface JudgeSubmissionDeps extends FinishDeps {
  judge: Judge;
  /** The problem's package of that version (or, when only the current files exist, of the current one). */
  loadProblem(slug: string, version: number): Promise<{ pkg: ProblemPackage; version: number } | undefined>;
  log: { error(details: object, message: string): void };
  /** How long a claim holds without renewal; it is renewed three times per period while judging. */
  leaseMs: number;
  /** Told of each verdict this attempt wrote (for metrics). */
  onVerdict?(submission: SubmissionRow, verdict: Verdict): void;
  /** Submissions this process stored and queued moments ago: their grading starts while the row is claimed. */
  freshSubmissions?: FreshSubmissions;
}


export const testEventOf = (test: TestResult): TestEvent => ({
  index: test.index,
  isSample: test.isSample,
  verdict: test.verdict,
  time: test.timeMs,
  memory: test.memoryKb,
});

/** The submission is held by another judging attempt's lease; the queue offers it again when the lease ends. */
export class ClaimHeldError extends RetryLaterError {
  constructor(submissionId: string, leaseUntil: Date | null) {
    super(`submission ${submissionId} is held by another judging attempt`, (leaseUntil?.getTime() ?? Date.now()) + 500);
    this.name = 'ClaimHeldError';
  }
}

/** A database write failed while judging: the attempt hands the row back instead of writing a verdict. */
class StoreFailedError extends Error {
  constructor(cause: unknown) {
    super('storing a test event failed', { cause });
    this.name = 'StoreFailedError';
  }
}

/**
 * The queue's submission handler. It claims the row (only one attempt holds it;
 * a final or held row is left alone), grades, stores and publishes each test's
 * result, then writes the verdict once, fenced by its claim. When the database
 * fails half-way the claim is handed back and the error thrown, so the job is
 * tried again from the start, as when the judge's process dies under it; the judge's
 * own failures are an Internal Error.
 */
export function createSubmissionJudge(deps: JudgeSubmissionDeps): (submissionId: string) => Promise<void> {
  const { db } = deps;

  return async (submissionId) => {
    const fresh = deps.freshSubmissions?.take(submissionId);
    const early = fresh && startEarly(deps, fresh);
    // Graded for nothing (the row was final, held, or not what this process stored): it ends before the job does,
    // since it holds one of the judge's slots.
    const dropEarly = async () => {
      await early?.ended;
    };
    const claim = await claimSubmission(db, submissionId, deps.leaseMs).catch(async (error: unknown) => {
      await dropEarly();
      throw error;
    });
    if (!claim) {
      await dropEarly();
      const [row] = await db.select({ status: submissions.status, leaseUntil: submissions.leaseUntil }).from(submissions).where(eq(submissions.id, submissionId));
      if (!row || isFinalStatus(row.status)) return;
      // Held by a live claim: a worker that stopped mid-judging, whose lease has not run out yet. Tried again after it.
      throw new ClaimHeldError(submissionId, row.leaseUntil);
    }
    const { submission, token } = claim;
    const finish = async (outcome: JudgedOutcome, lastTestSeq?: number, unstoredEvents?: SubmissionEvent[]) => {
      const final = await finishSubmission(deps, submission, outcome, token, lastTestSeq, unstoredEvents);
      if (final) deps.onVerdict?.(submission, outcome.verdict);
    };
    if (submission.attempts > MAX_JUDGING_ATTEMPTS) {
      await dropEarly();
      deps.log.error({ submissionId, attempts: submission.attempts }, 'judging was interrupted too often; giving up');
      await finish(internalError('judging was interrupted too often'));
      return;
    }
    const renewal = setInterval(() => {
      renewClaim(db, claim, deps.leaseMs).catch(() => {});
    }, Math.max(250, deps.leaseMs / 3));
    renewal.unref();
    try {
      const isSame = early !== undefined && fresh !== undefined && isSameSubmission(fresh, submission);
      if (!isSame) await dropEarly();
      const problem = isSame ? await early.problem : await deps.loadProblem(submission.problemSlug, submission.problemVersion);
      if (!problem) {
        await finish(internalError(`the package of problem ${submission.problemSlug} cannot be read`));
        return;
      }
      // The row's bookkeeping is written while the code compiles; test events are stored after it.
      const started = startJudging(db, claim, problem.version, problem.pkg);
      let graded: GradedSubmission;
      try {
        graded = await grade(deps, submission, problem.pkg, started, isSame ? await early.grading : startGrading(deps.judge, problem.pkg, submission));
      } catch (error) {
        // Neither the store nor the judge's process failing is the program's doing: tried again from the start.
        if (error instanceof StoreFailedError || error instanceof JudgeStoppedError) throw error;
        deps.log.error({ err: error, submissionId }, 'judging failed');
        await finish(internalError('the judge failed'));
        return;
      }
      // Every test event is stored (the last ones with it), none past the test count: the final event follows it.
      await finish(graded.outcome, graded.outcome.testCount, graded.unstoredEvents);
    } catch (error) {
      await releaseClaim(db, claim).catch(() => {});
      throw error;
    } finally {
      clearInterval(renewal);
    }
  };
}

/** A fresh submission's problem loaded and its grading started, before its row is claimed. */
interface EarlyGrading {
  /** As `loadProblem` answers it (a failure is the claimed job's to report). */
  problem: Promise<{ pkg: ProblemPackage; version: number } | undefined>;
  /** Started once the problem loaded; an empty one when it did not. */
  grading: Promise<Grading>;
  /** Settles once nothing of it runs any more. */
  ended: Promise<unknown>;
}

function startEarly(deps: JudgeSubmissionDeps, fresh: FreshSubmission): EarlyGrading {
  const problem = deps.loadProblem(fresh.problemSlug, fresh.problemVersion);
  const grading = problem.then(
    (loaded) => (loaded ? startGrading(deps.judge, loaded.pkg, fresh) : NO_GRADING),
    () => NO_GRADING,
  );
  // Awaited only when the claim holds the row; a failure is reported there, not as an unhandled rejection here.
  problem.catch(() => undefined);
  return { problem, grading, ended: grading.then((started) => started.outcome) };
}

/** What the claimed row says is what this process stored (it is: the hint is only trusted as far as it agrees). */
function isSameSubmission(fresh: FreshSubmission, row: SubmissionRow): boolean {
  return fresh.problemSlug === row.problemSlug && fresh.problemVersion === row.problemVersion && fresh.language === row.language && fresh.code === row.code;
}

/** A grading under way: its test results wait for a listener (the claim's holder), its end is one outcome. */
interface Grading {
  /** From now on, every test result (those already in first, in order) goes to `listener`. */
  listen(listener: (test: TestResult) => void): void;
  outcome: Promise<{ result: GradeResult } | { error: unknown }>;
}

const NO_GRADING: Grading = { listen: () => {}, outcome: Promise.resolve({ error: new Error('the problem was not loaded') }) };

function startGrading(judge: Judge, pkg: ProblemPackage, submission: Pick<FreshSubmission, 'language' | 'code'>): Grading {
  const waiting: TestResult[] = [];
  let listener: ((test: TestResult) => void) | undefined;
  const outcome = judge
    .gradeSubmission({
      pkg,
      language: submission.language,
      source: submission.code,
      mode: 'first-failure',
      onTestResult: (test) => (listener ? listener(test) : waiting.push(test)),
    })
    .then(
      (result): { result: GradeResult } => ({ result }),
      (error: unknown) => ({ error }),
    );
  return {
    listen(next) {
      listener = next;
      for (const test of waiting.splice(0)) next(test);
    },
    outcome,
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
    failedSample: null,
    executionMethod: null,
  };
}

/**
 * Records the version about to be judged and drops test events of an interrupted
 * earlier attempt; a first attempt has none (events are written only under a claim,
 * and every claim counts an attempt).
 */
async function startJudging(db: Database, claim: Claim, version: number, pkg: ProblemPackage): Promise<void> {
  await db
    .update(submissions)
    .set({ problemVersion: version, testCount: pkg.samples.length + pkg.secretTests.length })
    .where(and(eq(submissions.id, claim.submission.id), eq(submissions.claimToken, claim.token)));
  if (claim.submission.attempts > 1) await db.delete(submissionEvents).where(eq(submissionEvents.submissionId, claim.submission.id));
}

/**
 * How long a test's event may wait to be stored while its grading goes on. Open streams have it at once (the bus);
 * the store is for streams that start or resume later, which read it again when a live event skips one (stream-events.ts).
 * A grading of short tests thus writes its events once, with the verdict, instead of once per test, each write taking
 * the cores the grading runs on.
 */
export const EVENT_STORE_DELAY_MS = 200;

/** A grading as the row will hold it, with the test events not stored yet: the finishing transaction stores them. */
interface GradedSubmission {
  outcome: JudgedOutcome;
  unstoredEvents: SubmissionEvent[];
}

async function grade(deps: JudgeSubmissionDeps, submission: SubmissionRow, pkg: ProblemPackage, started: Promise<void>, grading: Grading): Promise<GradedSubmission> {
  // Each test's result goes to open streams at once; storing follows behind, in test order, many results per insert
  // (those that waited EVENT_STORE_DELAY_MS, or every one the database was slower than), and after `started`.
  // What is left when grading ends is stored with the final event, in one transaction.
  const unstored: SubmissionEvent[] = [];
  let writeError: unknown = null;
  let writes = started.catch((error: unknown) => {
    writeError = error;
  });
  let storeTimer: NodeJS.Timeout | undefined;
  const storeWaiting = async () => {
    if (writeError !== null || unstored.length === 0) return;
    try {
      await storeEvents(deps.db, submission.id, unstored.splice(0));
    } catch (error) {
      writeError = error;
    }
  };
  grading.listen((test) => {
    const event: SubmissionEvent = { seq: test.index, type: 'test', data: testEventOf(test) };
    deps.bus.publish(submission.id, event);
    unstored.push(event);
    storeTimer ??= setTimeout(() => {
      storeTimer = undefined;
      writes = writes.then(storeWaiting);
    }, EVENT_STORE_DELAY_MS);
  });
  const graded = await grading.outcome;
  clearTimeout(storeTimer);
  // Grading ended, or the judge failed; either way the writes under way end before the final one, and a failed
  // write is reported as such, not as the judge's failure. A failed grading's final event is written without
  // them: the tests it reported are stored first.
  if ('error' in graded) writes = writes.then(storeWaiting);
  await writes;
  if (writeError !== null) throw new StoreFailedError(writeError);
  if ('error' in graded) throw graded.error;
  const { result } = graded;
  if (result.verdict === 'Internal Error') {
    const failed = result.tests.find((test) => test.verdict !== 'Accepted');
    // The first line only: below it a validator's own output follows, which can echo the program's output or the test's data.
    const detail = (failed?.message || result.compileOutput).split('\n')[0];
    deps.log.error({ submissionId: submission.id, test: failed?.name, detail }, 'the judge reported an Internal Error');
  }
  return { outcome: judgedOutcomeOf(pkg, result), unstoredEvents: unstored.splice(0) };
}

/** A grading as the submission's row and final event hold it: bounded texts, nothing of hidden tests unless the package opts in. */
export function judgedOutcomeOf(pkg: ProblemPackage, result: GradeResult): JudgedOutcome {
  const failed = result.tests.find((test) => test.verdict !== 'Accepted');
  return {
    verdict: result.verdict,
    passedCount: result.tests.filter((test) => test.verdict === 'Accepted').length,
    testCount: result.testCount,
    runtimeMs: result.timeMs,
    memoryKb: result.memoryKb,
    output: learnerOutput(pkg, result).slice(0, MAX_EVENT_TEXT_CHARS),
    failedSampleOutput: failed?.isSample ? (failed.output ?? '').slice(0, MAX_EVENT_TEXT_CHARS) : null,
    failedSample: failed?.isSample ? failedSampleOf(pkg, failed) : null,
    executionMethod: result.executionMethod,
    points: result.scoring ?? null,
  };
}

/** A failing sample's input and expected output, for the final event (samples are public; hidden tests never go here). */
function failedSampleOf(pkg: ProblemPackage, failed: TestResult): JudgedOutcome['failedSample'] {
  const sample = pkg.samples.find((test) => test.isSample && test.name === failed.name);
  if (!sample) return null;
  return { index: failed.index, input: fs.readFileSync(sample.inputPath, 'utf8'), expectedOutput: fs.readFileSync(sample.answerPath, 'utf8') };
}

