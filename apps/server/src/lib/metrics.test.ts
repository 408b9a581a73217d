import { describe, expect, it } from 'vitest';
import type { Judge } from '@codepath/judge/judge';
import type { GradeResult, TestResult } from '@codepath/judge/grade';
import type { ProgramResult } from '@codepath/judge/run-program';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { QueueCounts } from '../queue/judge-queue.ts';
import { createMetrics } from './metrics.ts';

const program = (overrides: Partial<ProgramResult>): ProgramResult => ({
  verdict: 'Accepted',
  stdout: '',
  isStdoutTruncated: false,
  stderr: '',
  exitCode: 0,
  timeMs: 100,
  wallMs: 300,
  memoryKb: 1024,
  executionMethod: 'sandbox',
  compileOutput: '',
  ...overrides,
});

const test = (index: number, wallMs: number): TestResult => ({
  index,
  name: `${index}`,
  isSample: false,
  verdict: 'Accepted',
  timeMs: wallMs / 2,
  wallMs,
  memoryKb: 1024,
  message: '',
});

/** Answers what it is given, as a real judge would after compiling and running. */
function fakeJudge(runs: ProgramResult[], grades: GradeResult[]): Judge {
  return {
    executionMethod: 'sandbox',
    selfTest: () => Promise.resolve(),
    runProgram: () => Promise.resolve(runs.shift() ?? program({})),
    runCases: () => Promise.reject(new Error('no cases in these tests')),
    checkOutputValidator: () => Promise.resolve({ ok: true }),
    gradeSubmission: () => Promise.resolve(grades.shift() ?? ({} as GradeResult)),
  };
}

async function histogram(metrics: ReturnType<typeof createMetrics>, name: string, labels: Record<string, string>) {
  const metric = metrics.registry.getSingleMetric(name);
  // A histogram's values carry the name of their series (_bucket, _sum, _count).
  const values = ((await metric?.get())?.values ?? []) as { metricName?: string; labels: Record<string, unknown>; value: number }[];
  const matches = (suffix: string) =>
    values.find((value) => value.metricName === `${name}${suffix}` && Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value;
  // Milliseconds turned into seconds: compare sums to the millisecond.
  return { count: matches('_count') ?? 0, sum: Math.round((matches('_sum') ?? 0) * 1000) / 1000 };
}

const noQueue = () => Promise.resolve([]);

describe('instrumentJudge', () => {
  it('observes compile and run times of program runs per language, and passes results through', async () => {
    const metrics = createMetrics({ role: 'worker', queueCounts: noQueue });
    const ran = program({ compileMs: 1500, wallMs: 250 });
    const failedCompile = program({ verdict: 'Compilation Error', compileMs: 800, wallMs: 0, exitCode: null });
    const judge = metrics.instrumentJudge(fakeJudge([ran, failedCompile], []));

    expect(await judge.runProgram({ language: 'cpp', source: '' })).toBe(ran);
    await judge.runProgram({ language: 'cpp', source: '' });

    expect(await histogram(metrics, 'codepath_compile_seconds', { language: 'cpp' })).toEqual({ count: 2, sum: 2.3 });
    expect(await histogram(metrics, 'codepath_run_seconds', { language: 'cpp' })).toEqual({ count: 1, sum: 0.25 });
    expect(await histogram(metrics, 'codepath_run_seconds', { language: 'python' })).toEqual({ count: 0, sum: 0 });
  });

  it('observes one compile and every test run of a graded submission', async () => {
    const metrics = createMetrics({ role: 'worker', queueCounts: noQueue });
    const graded = { verdict: 'Accepted', compileMs: 2000, tests: [test(1, 100), test(2, 300), test(3, 600)] } as GradeResult;
    const judge = metrics.instrumentJudge(fakeJudge([], [graded]));

    const result = await judge.gradeSubmission({ pkg: {} as ProblemPackage, language: 'java', source: '', mode: 'all' });

    expect(result).toBe(graded);
    expect(await histogram(metrics, 'codepath_compile_seconds', { language: 'java' })).toEqual({ count: 1, sum: 2 });
    expect(await histogram(metrics, 'codepath_run_seconds', { language: 'java' })).toEqual({ count: 3, sum: 1 });
  });

  it('observes no compile time when the judge reports none', async () => {
    const metrics = createMetrics({ role: 'worker', queueCounts: noQueue });
    await metrics.instrumentJudge(fakeJudge([program({})], [])).runProgram({ language: 'python', source: '' });
    expect(await histogram(metrics, 'codepath_compile_seconds', { language: 'python' })).toEqual({ count: 0, sum: 0 });
    expect(await histogram(metrics, 'codepath_run_seconds', { language: 'python' })).toEqual({ count: 1, sum: 0.3 });
  });
});

describe('judge and queue metrics', () => {
  it('count submissions by language and verdict, and job outcomes by kind', async () => {
    const metrics = createMetrics({ role: 'all', queueCounts: noQueue });
    metrics.judge.submissionFinished('c', 'Wrong Answer', 4);
    metrics.judge.submissionFinished('c', 'Wrong Answer', 2);
    metrics.judge.jobOutcome('submission', 'stalled');
    const text = await metrics.registry.metrics();
    expect(await histogram(metrics, 'codepath_submission_seconds', { language: 'c', verdict: 'Wrong Answer' })).toEqual({ count: 2, sum: 6 });
    expect(text).toContain('codepath_jobs_total{kind="submission",outcome="stalled",role="all"} 1');
  });

  it('show the queue as it is at each scrape', async () => {
    let counts: QueueCounts[] = [{ kind: 'submission', waiting: 7, active: 2 }];
    const metrics = createMetrics({ role: 'api', queueCounts: () => Promise.resolve(counts) });
    expect(await metrics.registry.metrics()).toContain('codepath_queue_jobs{kind="submission",state="waiting",role="api"} 7');
    counts = [{ kind: 'submission', waiting: 0, active: 1 }];
    const text = await metrics.registry.metrics();
    expect(text).toContain('codepath_queue_jobs{kind="submission",state="waiting",role="api"} 0');
    expect(text).toContain('codepath_queue_jobs{kind="submission",state="active",role="api"} 1');
  });
});
