import type { JudgingSlots, ReleaseSlot } from './judging-slots.ts';

export interface OrderedTestsInput<Result> {
  /** How many tests there are; positions are 0-based. */
  count: number;
  /**
   * Where more than one test may run at once: the grading's own slot runs one,
   * and each slot idle right now one more. Absent: one test after the other.
   */
  slots?: Pick<JudgingSlots, 'total' | 'tryBorrow'> | undefined;
  /** Runs one test; null when it is skipped. Once its signal is aborted, what it answers is ignored. */
  runTest(position: number, abortSignal: AbortSignal): Promise<Result | null>;
  /** True when no later test may run after this result (a failure in 'first-failure' mode). */
  isStop(result: Result): boolean;
  /** Each result, strictly in position order, up to and including the first stopping one. */
  onResult(position: number, result: Result): void;
  /**
   * No test from this position on starts before every test ahead of it has ended.
   * A grading's samples (whose output the learner may see) never run beside its
   * hidden tests: two programs running at once can always signal each other
   * (the CPU they share, if nothing else), and a sample could print what a hidden
   * test told it.
   */
  barrier?: number;
}

interface RunningTest {
  controller: AbortController;
  /** A borrowed slot; null for the grading's own. */
  release: ReleaseSlot | null;
}

/**
 * Runs tests in position order, several at once when slots are idle, and reports
 * them in order. A stopping result aborts every running test after it and starts
 * none; the tests before it still finish, since one of them may stop first. At
 * most `slots.total` tests are started past the last one reported, which bounds
 * the results kept waiting for an earlier test.
 */
export function runTestsInOrder<Result>(input: OrderedTestsInput<Result>): Promise<void> {
  const window = input.slots?.total ?? 1;
  return new Promise<void>((resolve, reject) => {
    const running = new Map<number, RunningTest>();
    const finished = new Map<number, Result | null>();
    let next = 0;
    let reported = 0;
    let end = input.count;
    let isOwnSlotBusy = false;
    let failure: { error: unknown } | undefined;

    const abortFrom = (position: number) => {
      for (const [index, test] of running) if (index >= position) test.controller.abort();
    };
    const fail = (error: unknown) => {
      failure ??= { error };
      abortFrom(0);
    };
    const report = () => {
      while (reported < end && finished.has(reported)) {
        const result = finished.get(reported);
        finished.delete(reported);
        if (result !== undefined && result !== null) input.onResult(reported, result);
        reported += 1;
      }
    };
    const fill = () => {
      while (!failure && next < end && next < reported + window && !(next === input.barrier && running.size > 0)) {
        let release: ReleaseSlot | null = null;
        if (isOwnSlotBusy) {
          release = input.slots?.tryBorrow() ?? null;
          if (!release) break;
        } else {
          isOwnSlotBusy = true;
        }
        start(next, release);
        next += 1;
      }
      if (running.size > 0) return;
      if (failure) reject(failure.error);
      else resolve();
    };
    const settle = (position: number, outcome: { result: Result | null } | { error: unknown }) => {
      const test = running.get(position);
      running.delete(position);
      if (test?.release) test.release();
      else isOwnSlotBusy = false;
      if (!test?.controller.signal.aborted) {
        try {
          if ('error' in outcome) throw outcome.error;
          finished.set(position, outcome.result);
          if (outcome.result !== null && position < end && input.isStop(outcome.result)) {
            end = position + 1;
            abortFrom(end);
          }
          report();
        } catch (error) {
          fail(error);
        }
      }
      fill();
    };
    const start = (position: number, release: ReleaseSlot | null) => {
      const controller = new AbortController();
      running.set(position, { controller, release });
      input.runTest(position, controller.signal).then(
        (result) => settle(position, { result }),
        (error: unknown) => settle(position, { error }),
      );
    };

    fill();
  });
}
