import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Language } from '@codepath/contract/enums';
import { createJudge } from '@codepath/judge/judge';
import { readProblemPackage } from '@codepath/judge/package/read-package';
import { median, timed } from '../judge/stats.ts';
import { SUM_SOLUTIONS, writeTenTestProblem } from '../judge/ten-test-problem.ts';
import { registerUser, submitAndWait } from './api-client.ts';
import { measureBareFloor } from './bare-floor.ts';
import { startServerProcess } from '../../scripts/support/server-process.mjs';

export const LANGUAGES: readonly Language[] = Language.options;
/** The pause before each measurement (ms). */
const SETTLE_MS = 400;
const PROBLEM_SLUG = 'bench-sum';

export interface LanguageFigures {
  language: Language;
  service: { median: number; p95: number };
  bare: { median: number; p95: number };
  /** The system compiler and every test as bare processes (bare-floor.ts). */
  floor: { median: number; p95: number };
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const summarize = (values: number[]) => ({ median: median(values), p95: percentile(values, 0.95) });

/**
 * Submit-to-final-verdict through the real server (HTTP submit, queue, judge,
 * database, SSE) against the same grading done by the bare judge package, for
 * the judge benchmark's 10-test problem, and against its bare floor (the system
 * compiler and the tests as bare processes). One warm-up each, then `rounds` timed,
 * one at a time, the three interleaved.
 */
export async function runServiceBenchmarks(rounds: number, log: (line: string) => void): Promise<LanguageFigures[]> {
  // Each measurement starts once the work a judge does after a grading (the next job prepared, the boxes' clients
  // started ahead: job-pool.ts, box/client-pool.ts) is over, so none of it runs inside another measurement.
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-service-bench-'));
  const problemsDir = path.join(scratch, 'problems');
  writeTenTestProblem(path.join(problemsDir, PROBLEM_SLUG));
  const server = await startServerProcess({
    env: { DATA_DIR: path.join(scratch, 'data'), PROBLEMS_DIR: problemsDir, SUBMIT_RATE_LIMIT: '1000' },
  });
  const judge = createJudge();
  const pkg = readProblemPackage(path.join(problemsDir, PROBLEM_SLUG));
  const figures: LanguageFigures[] = [];
  try {
    const token = await registerUser(server.url);
    for (const language of LANGUAGES) {
      const body = { code: SUM_SOLUTIONS[language], language, problemId: PROBLEM_SLUG };
      const grade = () => judge.gradeSubmission({ pkg, language, source: SUM_SOLUTIONS[language], mode: 'first-failure' });
      const warm = await submitAndWait(server.url, token, body);
      if (warm.verdict !== 'Accepted') throw new Error(`${language}: the service judged the benchmark solution ${warm.verdict}`);
      await grade();
      const service: number[] = [];
      const bare: number[] = [];
      const floor: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        await settle();
        service.push((await timed(() => submitAndWait(server.url, token, body))).ms);
        await settle();
        bare.push((await timed(grade)).ms);
        await settle();
        floor.push(await measureBareFloor(pkg, language, SUM_SOLUTIONS[language]));
      }
      figures.push({ language, service: summarize(service), bare: summarize(bare), floor: summarize(floor) });
      log(`${language}: service median ${median(service).toFixed(0)} ms, bare judge ${median(bare).toFixed(0)} ms, bare floor ${median(floor).toFixed(0)} ms`);
    }
  } finally {
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}
