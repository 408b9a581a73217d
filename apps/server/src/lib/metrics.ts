import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Language, Verdict } from '@codepath/contract/enums';
import type { Judge } from '@codepath/judge/judge';
import type { ServerRole } from '../config.ts';
import type { JobKind, QueueCounts } from '../queue/judge-queue.ts';

/** What happened to a queued job besides finishing normally. */
export type JobOutcome = 'failed' | 'retried' | 'stalled';

export interface MetricsOptions {
  role: ServerRole;
  /** Read on every scrape, so the gauge shows the queue as it is now. */
  queueCounts: () => Promise<QueueCounts[]>;
}

export interface JudgeMetrics {
  /** A submission got its final verdict, `seconds` after it was submitted. */
  submissionFinished(language: Language, verdict: Verdict, seconds: number): void;
  jobOutcome(kind: JobKind, outcome: JobOutcome): void;
}

export interface Metrics {
  /** This app's own registry: several apps in one process (tests) never share metrics. */
  registry: Registry;
  judge: JudgeMetrics;
  /** The same judge, observing compile and run durations per language. */
  instrumentJudge(judge: Judge): Judge;
  /** Records one answered HTTP request under its route pattern. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

// Compiles take seconds (javac); test runs are mostly well under one; a submission spans queueing too.
const JUDGE_STEP_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20];
const SUBMISSION_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role: options.role });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  new Gauge({
    name: 'codepath_queue_jobs',
    help: 'Judge jobs in the queue, by kind (run, submission) and state (waiting, active).',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { kind, waiting, active } of await options.queueCounts()) {
        this.set({ kind, state: 'waiting' }, waiting);
        this.set({ kind, state: 'active' }, active);
      }
    },
  });
  const submissionSeconds = new Histogram({
    name: 'codepath_submission_seconds',
    help: 'Time from a submission to its final verdict, queueing included.',
    labelNames: ['language', 'verdict'] as const,
    buckets: SUBMISSION_BUCKETS,
    registers,
  });
  const compileSeconds = new Histogram({
    name: 'codepath_compile_seconds',
    help: 'Wall-clock time of one compile step in the sandbox.',
    labelNames: ['language'] as const,
    buckets: JUDGE_STEP_BUCKETS,
    registers,
  });
  const runSeconds = new Histogram({
    name: 'codepath_run_seconds',
    help: 'Wall-clock time of one program run or one test run in the sandbox.',
    labelNames: ['language'] as const,
    buckets: JUDGE_STEP_BUCKETS,
    registers,
  });
  const jobsTotal = new Counter({
    name: 'codepath_jobs_total',
    help: 'Judge jobs that failed, were retried or stalled (their worker stopped renewing them).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const httpSeconds = new Histogram({
    name: 'codepath_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern (unknown paths: "(unmatched)").',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });

  const observeCompile = (language: Language, compileMs: number | undefined) => {
    if (compileMs !== undefined) compileSeconds.observe({ language }, compileMs / 1000);
  };

  return {
    registry,
    judge: {
      submissionFinished: (language, verdict, seconds) => submissionSeconds.observe({ language, verdict }, seconds),
      jobOutcome: (kind, outcome) => jobsTotal.inc({ kind, outcome }),
    },
    instrumentJudge: (judge) => ({
      executionMethod: judge.executionMethod,
      selfTest: (languages) => judge.selfTest(languages),
      async runProgram(request) {
        const result = await judge.runProgram(request);
        observeCompile(request.language, result.compileMs);
        // A program that did not compile never ran (and reports no wall time).
        if (result.verdict !== 'Compilation Error' && result.wallMs > 0) runSeconds.observe({ language: request.language }, result.wallMs / 1000);
        return result;
      },
      runCases: (request) => judge.runCases(request),
      checkOutputValidator: (pkg) => judge.checkOutputValidator(pkg),
      async gradeSubmission(request) {
        const result = await judge.gradeSubmission(request);
        observeCompile(request.language, result.compileMs);
        for (const test of result.tests) runSeconds.observe({ language: request.language }, test.wallMs / 1000);
        return result;
      },
    }),
    observeRequest: (method, route, statusCode, seconds) =>
      httpSeconds.observe({ method, route, status_code: String(statusCode) }, seconds),
  };
}
