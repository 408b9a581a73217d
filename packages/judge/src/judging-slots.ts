import os from 'node:os';
import { provideOutputMemories } from './sandbox/output-buffer.ts';

/** Gives a slot back; a second call does nothing. */
export type ReleaseSlot = () => void;

/**
 * The judging slots of one judge process: as many as the jobs its queue runs at
 * once. Every job holds one while it runs; a grading may borrow the slots nobody
 * holds for more of its tests at once, but never waits for one, so a full queue
 * judges exactly as without borrowing.
 */
export interface JudgingSlots {
  readonly total: number;
  /** Takes a slot even when none is idle: the queue started this job, so it counts as one. */
  hold(): ReleaseSlot;
  /** Takes an idle slot, or answers null at once when none is. */
  tryBorrow(): ReleaseSlot | null;
  /** Holds a slot while `work` runs. */
  whileHeld<Result>(work: () => Promise<Result>): Promise<Result>;
}

export function createJudgingSlots(total: number = os.availableParallelism()): JudgingSlots {
  const slotCount = Math.max(1, Math.floor(total));
  // A test's output is kept in memory the process holds per test it runs at once.
  provideOutputMemories(slotCount);
  let taken = 0;
  const hold = (): ReleaseSlot => {
    taken += 1;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      taken -= 1;
    };
  };
  return {
    total: slotCount,
    hold,
    tryBorrow: () => (taken < slotCount ? hold() : null),
    async whileHeld(work) {
      const release = hold();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
