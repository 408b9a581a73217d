import type { Language } from '@codepath/contract/enums';

/** What grading a submission needs of its row, known to the process that stored it. */
export interface FreshSubmission {
  problemSlug: string;
  problemVersion: number;
  language: Language;
  code: string;
}

/**
 * Submissions this process stored moments ago and queued to its own judge: their
 * grading can start while the job claims the row, instead of after (the claim is a
 * database write, on the way of every verdict). Only a hint: the claimed row stays
 * the truth (judge-submission.ts checks that it says the same), and a job finding
 * nothing here reads the row as before. Bounded: a hint a job never took (the queue
 * closed, another server's worker judged it) is dropped with the oldest.
 */
export interface FreshSubmissions {
  remember(submissionId: string, submission: FreshSubmission): void;
  /** The hint, once: a job that runs again (retried, swept) reads the row. */
  take(submissionId: string): FreshSubmission | undefined;
}

/** Hints kept at most: far more than the submissions one server judges at once. */
const MAX_KEPT = 64;

export function createFreshSubmissions(maxKept = MAX_KEPT): FreshSubmissions {
  const kept = new Map<string, FreshSubmission>();
  return {
    remember(submissionId, submission) {
      kept.set(submissionId, submission);
      while (kept.size > maxKept) kept.delete(kept.keys().next().value as string);
    },
    take(submissionId) {
      const submission = kept.get(submissionId);
      kept.delete(submissionId);
      return submission;
    },
  };
}
