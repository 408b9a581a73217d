import { describe, expect, it } from 'vitest';
import { createJudgingSlots } from './judging-slots.ts';

describe('judging slots', () => {
  it('lends only the slots nobody holds, and counts a job the queue started even when none is idle', () => {
    const slots = createJudgingSlots(2);
    const first = slots.hold();
    const borrowed = slots.tryBorrow();
    expect(borrowed).not.toBeNull();
    expect(slots.tryBorrow()).toBeNull();
    // A job started meanwhile: three taken of two, so giving back the borrowed one still leaves none idle.
    const started = slots.hold();
    borrowed?.();
    expect(slots.tryBorrow()).toBeNull();
    started();
    expect(slots.tryBorrow()).not.toBeNull();
    first();
  });

  it('gives a slot back once, however often it is released', () => {
    const slots = createJudgingSlots(2);
    const held = slots.hold();
    const other = slots.hold();
    held();
    held();
    expect(slots.tryBorrow()).not.toBeNull();
    expect(slots.tryBorrow()).toBeNull();
    other();
  });

  it('holds a slot while work runs, and gives it back when the work fails', async () => {
    const slots = createJudgingSlots(1);
    await expect(
      slots.whileHeld(async () => {
        expect(slots.tryBorrow()).toBeNull();
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(slots.tryBorrow()).not.toBeNull();
  });

  it('has at least one slot', () => {
    expect(createJudgingSlots(0).total).toBe(1);
  });
});
