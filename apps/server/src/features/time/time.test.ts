import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { timeSessions } from '../../db/schema.ts';
import { endSession } from './end-session.ts';
import { getTimeStats } from './get-time-stats.ts';
import { recordActivity } from './record-activity.ts';
import { startSession } from './start-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const sessionsOf = (userId: string) =>
  t.database.db.select().from(timeSessions).where(eq(timeSessions.userId, userId)).orderBy(timeSessions.startedAt);

describe('session endpoints', () => {
  it('start, activity and end are stored for the signed-in user', async () => {
    const { user, token } = await registerAccount(t.app);
    const headers = bearer(token);
    const started = await t.app.inject({ method: 'POST', url: '/api/time/session/start', headers, payload: { sessionType: 'login' } });
    expect(started.statusCode).toBe(200);
    const { sessionId } = started.json();
    expect(started.json()).toEqual({ ok: true, sessionId: expect.any(String) });

    // The browser sends these with a JSON content type and no body.
    const jsonNoBody = { ...headers, 'content-type': 'application/json' };
    const activity = await t.app.inject({ method: 'POST', url: '/api/time/session/activity', headers: jsonNoBody });
    expect(activity.json()).toEqual({ ok: true, sessionId });
    const ended = await t.app.inject({ method: 'POST', url: '/api/time/session/end', headers: jsonNoBody });
    expect(ended.json()).toEqual({ ok: true, sessionId });

    const [session] = await sessionsOf(user.id);
    expect(session).toMatchObject({ id: sessionId, sessionType: 'login', endedAt: expect.any(Date) });
    const again = await t.app.inject({ method: 'POST', url: '/api/time/session/end', headers });
    expect(again.json()).toEqual({ ok: true, sessionId: null });
  });

  it('activity and end take no payload', async () => {
    const { token } = await registerAccount(t.app);
    const headers = bearer(token);
    const empty = await t.app.inject({ method: 'POST', url: '/api/time/session/activity', headers, payload: {} });
    expect(empty.statusCode).toBe(200);
    const extra = await t.app.inject({ method: 'POST', url: '/api/time/session/end', headers, payload: { minutes: 500 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VALIDATION_FAILED');
  });

  it('an empty start body starts a login session', async () => {
    const { user, token } = await registerAccount(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/time/session/start', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect((await sessionsOf(user.id))[0]?.sessionType).toBe('login');
  });

  it('require a signed-in user', async () => {
    for (const url of ['/api/time/session/start', '/api/time/session/activity', '/api/time/session/end']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/time/dashboard/stats' })).statusCode).toBe(401);
  });
});

describe('session bookkeeping', () => {
  it('starting closes a still-open session at its last activity', async () => {
    const { user } = await registerAccount(t.app);
    await startSession(t.database.db, user.id, 'login', at('2026-11-16T09:00:00Z'));
    await recordActivity(t.database.db, user.id, at('2026-11-16T09:20:00Z'));
    await startSession(t.database.db, user.id, 'login', at('2026-11-16T12:00:00Z'));
    const [first, second] = await sessionsOf(user.id);
    expect(first?.endedAt?.toISOString()).toBe('2026-11-16T09:20:00.000Z');
    expect(second?.endedAt).toBeNull();
  });

  it('activity without an open session starts one', async () => {
    const { user } = await registerAccount(t.app);
    const session = await recordActivity(t.database.db, user.id, at('2026-11-16T09:00:00Z'));
    expect(session).toMatchObject({ userId: user.id, sessionType: 'activity', endedAt: null });
  });
});

describe('time stats', () => {
  it('count this week from Monday, active days of all time and the average session, in minutes', async () => {
    const { user } = await registerAccount(t.app);
    const db = t.database.db;
    // Last week, Sunday: 60 minutes (spans no part of this week).
    await startSession(db, user.id, 'login', at('2026-11-15T10:00:00Z'));
    await endSession(db, user.id, at('2026-11-15T11:00:00Z'));
    // Sunday 23:30 → Monday 00:30: 30 of its 60 minutes are this week.
    await startSession(db, user.id, 'login', at('2026-11-15T23:30:00Z'));
    await endSession(db, user.id, at('2026-11-16T00:30:00Z'));
    // Wednesday, never ended: counts until its last activity, 45 minutes.
    await startSession(db, user.id, 'login', at('2026-11-18T08:00:00Z'));
    await recordActivity(db, user.id, at('2026-11-18T08:45:00Z'));

    const stats = await getTimeStats(db, user.id, 'UTC', at('2026-11-19T12:00:00Z'));
    expect(stats).toEqual({
      thisWeekTime: 75,
      activeDays: 3, // 15th, 16th, 18th
      averageTimePerProblem: 0,
      averageSessionTime: 55, // (60 + 60 + 45) / 3
    });
  });

  it('answer zeros for a new user through the API, and refuse an unknown time zone', async () => {
    const { token } = await registerAccount(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/time/dashboard/stats?timeZone=Europe/Paris', headers: bearer(token) });
    expect(response.json()).toEqual({ thisWeekTime: 0, activeDays: 0, averageTimePerProblem: 0, averageSessionTime: 0 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/time/dashboard/stats?timeZone=Nowhere/City', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Unknown time zone: Nowhere/City');
  });
});
