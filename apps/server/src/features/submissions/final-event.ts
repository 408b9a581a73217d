import { isFullPoints, type FinalEvent } from '@codepath/contract/submissions';
import type { JudgedOutcome } from './finish-submission.ts';

/**
 * The longest text an event carries: the length the judge stores of a submission's
 * `output` and of a failing sample's output, so the final event never holds more
 * than the submission's details answer.
 */
export const MAX_EVENT_TEXT_CHARS = 8 * 1024;

/**
 * The final event of a judged submission: the verdict, the progress after it, and
 * what the details would add (the stored `output`, the failing sample). A sample
 * whose input or expected output is longer than an event carries is left out: the
 * client then reads it from the details.
 */
export function finalEventOf(outcome: JudgedOutcome, progress: { score: number; wrongAttempts: number }): FinalEvent {
  const isAccepted = outcome.verdict === 'Accepted';
  const event: FinalEvent = {
    verdict: outcome.verdict,
    isSuccessful: isFullPoints(outcome.verdict, outcome.points),
    passedCount: outcome.passedCount,
    testCount: outcome.testCount,
    score: progress.score,
    wrongAttempts: progress.wrongAttempts,
    executionMethod: outcome.executionMethod,
    output: outcome.output.slice(0, MAX_EVENT_TEXT_CHARS),
    // Only a scoring problem's event has points: a pass-fail problem's is as it always was.
    ...(outcome.points ? { points: outcome.points } : {}),
  };
  const sample = isAccepted ? null : outcome.failedSample;
  if (sample === null) return { ...event, failedSample: null };
  if (sample === undefined || sample.input.length > MAX_EVENT_TEXT_CHARS || sample.expectedOutput.length > MAX_EVENT_TEXT_CHARS) return event;
  const actualOutput = outcome.failedSampleOutput?.slice(0, MAX_EVENT_TEXT_CHARS);
  return {
    ...event,
    failedSample: { index: sample.index, input: sample.input, expectedOutput: sample.expectedOutput, ...(actualOutput === undefined ? {} : { actualOutput }) },
  };
}
