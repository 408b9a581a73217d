import { describe, expect, it } from 'vitest';
import type { ValidatorCheckResult } from './checkers/custom-validator.ts';
import type { RunOutcome } from './execution.ts';
import { decideInteraction, playInteraction, Transcript, TRANSCRIPT_BYTES, type PlayInteractionInput } from './interactive.ts';
import type { ExecuteResult } from './sandbox/types.ts';

function submission(verdict: RunOutcome['verdict'], exitedAt: number): RunOutcome {
  const result = { exitCode: verdict === null ? 0 : 1, exitedAt } as ExecuteResult;
  return { verdict, result };
}

const accepted = (exitedAt: number): ValidatorCheckResult => ({ isValidatorFailure: false, isAccepted: true, message: 'fine', exitedAt });
const rejected = (exitedAt: number): ValidatorCheckResult => ({ isValidatorFailure: false, isAccepted: false, message: 'too many guesses', exitedAt });
const broken = (exitedAt: number): ValidatorCheckResult => ({ isValidatorFailure: true, message: 'output validator ended with exit code 1', exitedAt });

describe('decideInteraction (Kattis precedence)', () => {
  it('accepts when the validator accepts and the submission ends cleanly', () => {
    expect(decideInteraction(submission(null, 2), accepted(1))).toEqual({ verdict: 'Accepted', message: 'fine' });
  });

  it('gives the validator its rejection when the submission ended cleanly or failed only afterwards', () => {
    expect(decideInteraction(submission(null, 1), rejected(2))).toEqual({ verdict: 'Wrong Answer', message: 'too many guesses' });
    expect(decideInteraction(submission('Runtime Error', 3), rejected(2))).toEqual({ verdict: 'Wrong Answer', message: 'too many guesses' });
  });

  it("keeps the submission's own verdict when it failed before the validator rejected or broke", () => {
    expect(decideInteraction(submission('Runtime Error', 1), rejected(2))).toEqual({ verdict: 'Runtime Error', message: '' });
    expect(decideInteraction(submission('Time Limit Exceeded', 1), broken(2))).toEqual({ verdict: 'Time Limit Exceeded', message: '' });
  });

  it('fails a submission the validator accepted that then crashed or ran out of time', () => {
    expect(decideInteraction(submission('Time Limit Exceeded', 5), accepted(1))).toEqual({ verdict: 'Time Limit Exceeded', message: '' });
  });

  it("calls a validator that exits with neither 42 nor 43 the judge's fault", () => {
    expect(decideInteraction(submission(null, 1), broken(2))).toEqual({ verdict: 'Internal Error', message: 'output validator ended with exit code 1' });
  });
});

describe('the transcript of an interaction', () => {
  it('keeps lines whole however their bytes come, multi-byte characters split between chunks included', () => {
    const transcript = new Transcript();
    for (const byte of Buffer.from('guess 5\nä')) transcript.add('>', Buffer.from([byte]));
    transcript.add('<', Buffer.from('lower\n'));
    transcript.add('>', Buffer.from('ö\n'));
    expect(transcript.text()).toBe('> guess 5\n< lower\n> äö');
  });

  it('gives up a line that never ends once it passes the cap, fed a byte at a time', () => {
    const transcript = new Transcript();
    transcript.add('>', Buffer.from('first\n'));
    // Each byte looks only at itself: 64 KiB fed one at a time costs what one chunk of it does.
    for (let i = 0; i <= TRANSCRIPT_BYTES; i += 1) transcript.add('>', Buffer.from('x'));
    expect(transcript.text().split('\n')[0]).toBe('> first');
    expect(transcript.text()).not.toContain('xxxx');
  });
});

describe("playInteraction: how one party's end stops the other", () => {
  /** A validator that rejects `afterMs` after it starts, unless stopped first (then the kill is all it reports). */
  const slowRejectingValidator = (afterMs: number): PlayInteractionInput['validator'] => ({
    check: () => Promise.reject(new Error('not used')),
    dispose: () => Promise.resolve(),
    interact: (_files, link) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(rejected(performance.now())), afterMs);
        link.abortSignal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve({ ...broken(performance.now()), message: 'output validator ended with Runtime Error instead of 42 or 43' });
        });
      }),
  });
  const input = (validator: PlayInteractionInput['validator'], submissionEndsAt: number): PlayInteractionInput => ({
    // The submission's failure is heard first, though it ended after the validator rejected (a busy machine).
    program: { run: () => new Promise((resolve) => setTimeout(() => resolve(submission('Runtime Error', submissionEndsAt)), 5)) },
    limits: { wallMs: 1000 } as PlayInteractionInput['limits'],
    validator,
    files: { inputPath: '/dev/null', answerPath: '/dev/null' },
    isRecorded: false,
  });

  it("lets a validator whose end is heard late still report its rejection, not the judge's fault", async () => {
    const result = await playInteraction(input(slowRejectingValidator(100), Number.POSITIVE_INFINITY));
    expect(result).toMatchObject({ verdict: 'Wrong Answer', message: 'too many guesses' });
  });

  it('stops a validator that does not end by itself once the submission failed, keeping the submission\'s verdict', async () => {
    const result = await playInteraction(input(slowRejectingValidator(60_000), 0));
    expect(result).toMatchObject({ verdict: 'Runtime Error', message: '' });
  });
});
