import type { Language } from '@codepath/contract/enums';
import { gradeSubmission } from '@codepath/judge/grade';
import { createJudgingSlots, type JudgingSlots } from '@codepath/judge/judging-slots';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { Sandbox } from '@codepath/judge/sandbox/types';
import { setCompileServerCount } from '@codepath/judge/warm/compile-on-server';
import { median, timed } from './stats.ts';
import { SUM_SOLUTIONS } from './ten-test-problem.ts';

export interface GradingFigures {
  /** Median grading of the 10-test problem with one judging slot: one test at a time. */
  endToEndSequentialMs: number;
  /** The same with a second slot idle, which the grading borrows: two tests at a time. */
  endToEndParallelMs: number;
  /** Gradings one after the other on one slot. */
  perMinuteOne: number;
  /** Gradings two at a time on two slots: each holds one, so none is idle to borrow. */
  perMinuteTwo: number;
  /** The same without slots, every test after the other as before tests ran in parallel: the control. */
  perMinuteTwoSequential: number;
}

const THROUGHPUT_SUBMISSIONS = 8;

/** How often each figure is measured: gradings alone (each side), and batches of 8 gradings (each side). */
export interface GradingRounds {
  endToEnd: number;
  throughput: number;
}

export interface GradingBench {
  sandbox: Sandbox;
  workRoot: string;
  pkg: ProblemPackage;
  language: Language;
}

/** One grading as the judge runs it: holding a slot of its own, borrowing the idle ones (none: one test at a time). */
async function gradeOnce(bench: GradingBench, slots: JudgingSlots, isParallel = true): Promise<void> {
  const { sandbox, workRoot, pkg, language } = bench;
  const source = SUM_SOLUTIONS[language];
  const result = await slots.whileHeld(() => gradeSubmission({ sandbox, workRoot, pkg, language, source, mode: 'all', ...(isParallel ? { slots } : {}) }));
  if (result.verdict !== 'Accepted') {
    const failing = result.tests.find((test) => test.verdict !== 'Accepted');
    throw new Error(`${language} benchmark solution judged ${result.verdict}: ${failing?.message ?? result.compileOutput}`);
  }
}

/** Milliseconds for THROUGHPUT_SUBMISSIONS gradings, `concurrent` at a time on as many slots. */
async function judgeBatch(bench: GradingBench, concurrent: number, isParallel = true): Promise<number> {
  const slots = createJudgingSlots(concurrent);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < THROUGHPUT_SUBMISSIONS) {
      next += 1;
      await gradeOnce(bench, slots, isParallel);
    }
  };
  return (await timed(() => Promise.all(Array.from({ length: concurrent }, worker)))).ms;
}

export async function measureGrading(bench: GradingBench, rounds: GradingRounds = { endToEnd: 5, throughput: 3 }): Promise<GradingFigures> {
  // As a judge with two slots has: a compile server each, so two gradings' compiles never find the one server busy
  // and compile cold (Kotlin's cold compiler takes seconds, which halved its figure at two at a time).
  setCompileServerCount(bench.sandbox, 2);
  const sequential: number[] = [];
  const parallel: number[] = [];
  // Interleaved, so a busy moment of the machine weighs on both sides alike.
  for (let run = 0; run < rounds.endToEnd; run += 1) {
    sequential.push((await timed(() => gradeOnce(bench, createJudgingSlots(1)))).ms);
    parallel.push((await timed(() => gradeOnce(bench, createJudgingSlots(2)))).ms);
  }
  const batches = [
    { concurrent: 1, isParallel: true, ms: 0 },
    { concurrent: 2, isParallel: true, ms: 0 },
    { concurrent: 2, isParallel: false, ms: 0 },
  ];
  // Each round starts one column later, so a load that rises or falls during the run favours no column.
  for (let round = 0; round < rounds.throughput; round += 1) {
    for (let column = 0; column < batches.length; column += 1) {
      const batch = batches[(round + column) % batches.length];
      if (batch) batch.ms += await judgeBatch(bench, batch.concurrent, batch.isParallel);
    }
  }
  const [oneMs, twoMs, twoSequentialMs] = batches.map((batch) => batch.ms);
  const perMinute = (ms: number) => ((THROUGHPUT_SUBMISSIONS * rounds.throughput) / ms) * 60_000;
  return {
    endToEndSequentialMs: median(sequential),
    endToEndParallelMs: median(parallel),
    perMinuteOne: perMinute(oneMs ?? Number.NaN),
    perMinuteTwo: perMinute(twoMs ?? Number.NaN),
    perMinuteTwoSequential: perMinute(twoSequentialMs ?? Number.NaN),
  };
}
