import { describe, expect, it } from 'vitest';
import { summarizeActivity } from './summarize-activity.ts';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-22T10:00:00Z'); // Sunday

describe('summarizeActivity', () => {
  it('lists the last 7 days ending today with runs and submissions counted and minutes signed in', () => {
    const summary = summarizeActivity(
      {
        actions: [at('2026-11-22T09:00:00Z'), at('2026-11-22T09:30:00Z'), at('2026-11-16T12:00:00Z'), at('2026-11-15T12:00:00Z')],
        sessions: [{ start: at('2026-11-21T23:30:00Z'), end: at('2026-11-22T00:45:00Z') }],
      },
      'UTC',
      now,
    );
    expect(summary.weeklyActivity).toEqual([
      { day: 'Mon', date: '2026-11-16', count: 1, timeSpent: 0 },
      { day: 'Tue', date: '2026-11-17', count: 0, timeSpent: 0 },
      { day: 'Wed', date: '2026-11-18', count: 0, timeSpent: 0 },
      { day: 'Thu', date: '2026-11-19', count: 0, timeSpent: 0 },
      { day: 'Fri', date: '2026-11-20', count: 0, timeSpent: 0 },
      { day: 'Sat', date: '2026-11-21', count: 0, timeSpent: 30 },
      { day: 'Sun', date: '2026-11-22', count: 2, timeSpent: 45 },
    ]);
    expect(summary.totalActiveDays).toBe(4);
    // Saturday had signed-in time but no run or submission, so the streak is Sunday alone.
    expect(summary.currentStreak).toBe(1);
  });

  it('counts days in the learner time zone', () => {
    // 23:30 UTC on Saturday is already Sunday in Tokyo; 20:00 UTC Sunday is Monday there.
    const activity = { actions: [at('2026-11-21T23:30:00Z')], sessions: [] };
    const tokyo = summarizeActivity(activity, 'Asia/Tokyo', at('2026-11-22T20:00:00Z'));
    expect(tokyo.weeklyActivity.at(-1)).toEqual({ day: 'Mon', date: '2026-11-23', count: 0, timeSpent: 0 });
    expect(tokyo.weeklyActivity.at(-2)).toMatchObject({ date: '2026-11-22', count: 1 });
    expect(tokyo.currentStreak).toBe(1);
    expect(summarizeActivity(activity, 'UTC', at('2026-11-22T20:00:00Z')).weeklyActivity.at(-2)).toMatchObject({ date: '2026-11-21', count: 1 });
  });

  it('has no streak and no active day without activity, and a short session still marks its day', () => {
    expect(summarizeActivity({ actions: [], sessions: [] }, 'UTC', now)).toMatchObject({ currentStreak: 0, totalActiveDays: 0 });
    const brief = summarizeActivity({ actions: [], sessions: [{ start: at('2026-11-22T09:00:00Z'), end: at('2026-11-22T09:00:00Z') }] }, 'UTC', now);
    expect(brief).toMatchObject({ currentStreak: 0, totalActiveDays: 1 });
  });

  it('counts a streak only over days with a run or a submission', () => {
    const sessions = [
      { start: at('2026-11-20T09:00:00Z'), end: at('2026-11-20T10:00:00Z') },
      { start: at('2026-11-21T09:00:00Z'), end: at('2026-11-21T10:00:00Z') },
    ];
    const signedInOnly = summarizeActivity({ actions: [], sessions }, 'UTC', now);
    expect(signedInOnly.currentStreak).toBe(0);
    const practised = summarizeActivity({ actions: [at('2026-11-21T09:10:00Z'), at('2026-11-22T09:10:00Z')], sessions }, 'UTC', now);
    expect(practised.currentStreak).toBe(2);
  });
});
