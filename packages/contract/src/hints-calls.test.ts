// GET /api/ai/hints/{problemId}: the hints the learner received, as the solve page reads them.
import { describe, expect, it } from 'vitest';
import { ReceivedHintsAnswer, ReceivedHintsParams } from './hints.ts';

const answer = {
  hints: [
    { number: 1, hint: 'Read the numbers into a list.', isAIGenerated: false, receivedAt: '2026-11-23T10:00:00.000Z' },
    { number: 2, hint: 'Which number completes the pair?', isAIGenerated: true, model: 'gpt-3.5-turbo', receivedAt: '2026-11-23T10:05:00.000Z' },
  ],
  hasMoreHints: true,
};

describe('the received hints call', () => {
  it('parses an answer with written and AI hints', () => {
    expect(ReceivedHintsAnswer.parse(answer)).toEqual(answer);
  });

  it('refuses hints numbered from 0, without a time, or an answer without hasMoreHints', () => {
    expect(ReceivedHintsAnswer.safeParse({ ...answer, hints: [{ ...answer.hints[0], number: 0 }] }).success).toBe(false);
    expect(ReceivedHintsAnswer.safeParse({ ...answer, hints: [{ ...answer.hints[0], receivedAt: 'yesterday' }] }).success).toBe(false);
    expect(ReceivedHintsAnswer.safeParse({ hints: [] }).success).toBe(false);
  });

  it('takes a problem slug of 1 to 100 characters', () => {
    expect(ReceivedHintsParams.safeParse({ problemId: 'two-sum' }).success).toBe(true);
    expect(ReceivedHintsParams.safeParse({ problemId: '' }).success).toBe(false);
    expect(ReceivedHintsParams.safeParse({ problemId: 'x'.repeat(101) }).success).toBe(false);
  });
});
