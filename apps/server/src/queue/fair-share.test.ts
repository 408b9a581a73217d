import { describe, expect, it } from 'vitest';
import { mayStart, mayStartBackground } from './fair-share.ts';

describe('fair share of judging slots', () => {
  it('never starts a job without a free slot', () => {
    expect(mayStart(0, 2, 2)).toBe(false);
  });

  it('on two slots, gives one learner one slot so the other stays free', () => {
    expect(mayStart(0, 0, 2)).toBe(true);
    expect(mayStart(1, 1, 2)).toBe(false);
    expect(mayStart(0, 1, 2)).toBe(true);
  });

  it('lets a learner past half only while another slot stays free', () => {
    expect(mayStart(4, 4, 8)).toBe(true);
    expect(mayStart(6, 6, 8)).toBe(true);
    expect(mayStart(7, 7, 8)).toBe(false);
    expect(mayStart(3, 7, 8)).toBe(true);
  });

  it('always lets a one-slot judge work', () => {
    expect(mayStart(0, 0, 1)).toBe(true);
  });
});

describe('background jobs (verify, rejudge)', () => {
  it('never take the last free slot of a judge with more than one', () => {
    expect(mayStartBackground(0, 0, 2)).toBe(true);
    expect(mayStartBackground(0, 1, 2)).toBe(false);
    expect(mayStartBackground(0, 3, 4)).toBe(false);
  });

  it('hold at most half of the slots together', () => {
    expect(mayStartBackground(1, 1, 4)).toBe(true);
    expect(mayStartBackground(2, 2, 4)).toBe(false);
    expect(mayStartBackground(1, 1, 2)).toBe(false);
  });

  it('still run on a one-slot judge when it is idle', () => {
    expect(mayStartBackground(0, 0, 1)).toBe(true);
    expect(mayStartBackground(0, 1, 1)).toBe(false);
  });
});
