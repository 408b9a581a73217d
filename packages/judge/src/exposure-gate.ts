/**
 * Whose eyes a program's run is for: `seen` when the learner may read what it
 * printed (Run, Run Code's cases, a grading's samples), `hidden` when it reads a
 * hidden test.
 */
export type Exposure = 'seen' | 'hidden';

/**
 * Keeps a program the learner sees from running beside one that reads a hidden
 * test. Two programs running at once on one kernel can always signal each other
 * through what they share (a shared futex, how many processes map a page of a
 * file, the CPU itself): a hidden test's program could hand its input to a Run,
 * which prints it. Programs of one kind run side by side as before; a program of
 * the other kind waits until the last running one has ended, and while it waits
 * no more of the running kind start, so neither kind waits long behind the other
 * (at most the runs already started: each ends by its limits).
 */
export interface ExposureGate {
  /**
   * Runs `work` once no program of the other kind runs, and keeps that kind out
   * until it settles. Rejects with the signal's reason, without running `work`,
   * when the signal is aborted while it waits.
   */
  during<Result>(exposure: Exposure, work: () => Promise<Result>, abortSignal?: AbortSignal): Promise<Result>;
  /** The kind holding the gate, how many runs hold it and wait for it (for tests and figures). */
  readonly state: { exposure: Exposure | null; running: number; waiting: number };
  /** Milliseconds spent waiting at the gate so far, by kind (for figures). */
  readonly waitedMs: Readonly<Record<Exposure, number>>;
}

interface Waiter {
  exposure: Exposure;
  admit(): void;
}

export function createExposureGate(): ExposureGate {
  let current: Exposure | null = null;
  let running = 0;
  const waiting: Waiter[] = [];
  const waitedMs: Record<Exposure, number> = { seen: 0, hidden: 0 };

  /** Lets in every waiter of one kind at once. */
  const admitAll = (exposure: Exposure) => {
    const admitted = waiting.filter((waiter) => waiter.exposure === exposure);
    waiting.splice(0, waiting.length, ...waiting.filter((waiter) => waiter.exposure !== exposure));
    running += admitted.length;
    for (const waiter of admitted) waiter.admit();
  };

  /** Once the last run ended, the kind at the head of the queue goes in. */
  const admitNext = () => {
    if (running > 0) return;
    current = waiting[0]?.exposure ?? null;
    if (current) admitAll(current);
  };

  const enter = (exposure: Exposure, abortSignal: AbortSignal | undefined): Promise<void> => {
    if (waiting.length === 0 && (running === 0 || current === exposure)) {
      current = exposure;
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = waiting.indexOf(waiter);
        if (at < 0) return;
        waiting.splice(at, 1);
        reject(abortSignal?.reason);
        // A waiter of the other kind may have been all that kept the running kind's waiters out.
        if (current && running > 0 && waiting.every((other) => other.exposure === current)) admitAll(current);
      };
      const since = performance.now();
      const waiter: Waiter = {
        exposure,
        admit() {
          abortSignal?.removeEventListener('abort', onAbort);
          waitedMs[exposure] += performance.now() - since;
          resolve();
        },
      };
      if (abortSignal?.aborted) {
        reject(abortSignal.reason);
        return;
      }
      abortSignal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
    });
  };

  const leave = () => {
    running -= 1;
    admitNext();
  };

  return {
    async during(exposure, work, abortSignal) {
      await enter(exposure, abortSignal);
      try {
        return await work();
      } finally {
        leave();
      }
    },
    get state() {
      return { exposure: current, running, waiting: waiting.length };
    },
    get waitedMs() {
      return { ...waitedMs };
    },
  };
}

/**
 * The gate of this process: every program a judge in it runs for a learner goes
 * through it. One process per machine judges (a worker, or the embedded server);
 * two judging processes on one kernel would each keep their own gate.
 */
export const programExposure = createExposureGate();
