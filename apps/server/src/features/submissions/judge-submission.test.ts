import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GradeRequest, Judge } from '@codepath/judge/judge';
import type { GradeResult } from '@codepath/judge/grade';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { DatabaseHandle } from '../../db/client.ts';
import { openWithOneSubmission } from './one-submission.test-support.ts';
import { submissionEvents, submissions } from '../../db/schema-judging.ts';
import { createLocalEventBus, type SubmissionEvent } from './event-bus.ts';
import { createFreshSubmissions, type FreshSubmissions } from './fresh-submissions.ts';
import { createSubmissionJudge } from './judge-submission.ts';

/**
 * A submission this process stored is graded while its row is claimed (fresh-submissions.ts): the row still decides
 * what is graded and whether anything is written or sent.
 */
let database: DatabaseHandle;
let submissionId: string;
let fresh: FreshSubmissions;
const published: SubmissionEvent[] = [];
/** The sources the stand-in judge was asked to grade, and when each grading ended. */
let graded: { source: string; endedAt?: number }[];

const pkg = { samples: [], secretTests: [{}, {}] } as unknown as ProblemPackage;
const resultOf = (verdict: GradeResult['verdict']): GradeResult => ({
  verdict,
  compileOutput: '',
  tests: [1, 2].map((index) => ({ index, name: `secret/${index}`, isSample: false, verdict, timeMs: 1, wallMs: 1, memoryKb: 1, message: '' })),
  timeMs: 1,
  memoryKb: 1,
  testCount: 2,
  executionMethod: 'sandbox',
});

/** Grades in 50 ms: `print(1)` is Accepted, anything else Wrong Answer; each test reported as it ends. */
const judge = {
  async gradeSubmission(request: GradeRequest) {
    const entry: { source: string; endedAt?: number } = { source: request.source };
    graded.push(entry);
    const result = resultOf(request.source === 'print(1)' ? 'Accepted' : 'Wrong Answer');
    for (const test of result.tests) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      request.onTestResult?.(test);
    }
    entry.endedAt = performance.now();
    return result;
  },
} as unknown as Judge;

const judgeSubmission = () => {
  const bus = createLocalEventBus();
  bus.subscribe(submissionId, (event) => published.push(event));
  return createSubmissionJudge({
    db: database.db,
    bus,
    judge,
    recordVerdict: async () => ({ score: 0, wrongAttempts: 0 }),
    loadProblem: async () => ({ pkg, version: 1 }),
    log: { error: () => {} },
    leaseMs: 30_000,
    freshSubmissions: fresh,
  });
};

beforeEach(async () => {
  published.length = 0;
  graded = [];
  fresh = createFreshSubmissions();
  ({ database, submissionId } = await openWithOneSubmission(2));
});

afterEach(() => database.close());

const hint = (code = 'print(1)') => fresh.remember(submissionId, { problemSlug: 'p', problemVersion: 1, language: 'python', code });
const row = async () => (await database.db.select().from(submissions).where(eq(submissions.id, submissionId)))[0];

describe('a submission graded while its row is claimed', () => {
  it('writes one verdict, and sends its tests and its final event once the row is claimed', async () => {
    hint();
    await judgeSubmission()(submissionId);
    expect(graded.map((entry) => entry.source)).toEqual(['print(1)']);
    expect((await row())?.status).toBe('Accepted');
    expect(published.map((event) => [event.seq, event.type])).toEqual([
      [1, 'test'],
      [2, 'test'],
      [3, 'final'],
    ]);
    const stored = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, submissionId));
    expect(stored).toHaveLength(3);
  });

  it('sends and writes nothing when the row turned out final, and the job ends only after the grading did', async () => {
    hint();
    await database.db.update(submissions).set({ status: 'Wrong Answer' }).where(eq(submissions.id, submissionId));
    await judgeSubmission()(submissionId);
    const jobEndedAt = performance.now();
    expect(graded).toHaveLength(1);
    expect(graded[0]?.endedAt).toBeLessThanOrEqual(jobEndedAt);
    expect(published).toEqual([]);
    expect((await row())?.status).toBe('Wrong Answer');
  });

  it('grades what the row holds when the hint says otherwise, and sends only that grading’s events', async () => {
    hint('print(2)');
    await judgeSubmission()(submissionId);
    expect(graded.map((entry) => entry.source)).toEqual(['print(2)', 'print(1)']);
    expect((await row())?.status).toBe('Accepted');
    expect(published.map((event) => [event.seq, event.type, event.type === 'test' ? (event.data as { verdict: string }).verdict : ''])).toEqual([
      [1, 'test', 'Accepted'],
      [2, 'test', 'Accepted'],
      [3, 'final', ''],
    ]);
  });

  it('is taken once: a job run again reads the row', async () => {
    hint();
    expect(fresh.take(submissionId)).toBeDefined();
    expect(fresh.take(submissionId)).toBeUndefined();
  });
});
