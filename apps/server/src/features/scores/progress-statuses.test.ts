import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScoresTestApp, insertProblem, insertProgress, type ScoresTestApp } from '../../../test/scores/scores-app.ts';
import { registerAccount } from '../../../test/support/accounts.ts';
import { problemProgress } from '../../db/schema-judging.ts';
import { createProgressStatuses } from './progress-statuses.ts';

let t: ScoresTestApp;
beforeAll(async () => {
  t = await createScoresTestApp();
  await insertProblem(t.db, 'p1');
});
afterAll(() => t.close());

/** A write as another process would make it: straight to the database, nobody told. */
const solveBehindItsBack = (userId: string) =>
  t.db.update(problemProgress).set({ status: 'solved' }).where(and(eq(problemProgress.userId, userId), eq(problemProgress.problemSlug, 'p1')));

describe('the learners\' problem statuses', () => {
  it('are kept in memory by the database\'s only writer and read again once forgotten after a write', async () => {
    const { user } = await registerAccount(t.app);
    await insertProgress(t.db, user.id, 'p1', { status: 'attempted' });
    const statuses = createProgressStatuses(t.db, { isSoleWriter: true });
    expect((await statuses.of(user.id)).get('p1')).toBe('attempted');
    await solveBehindItsBack(user.id);
    expect((await statuses.of(user.id)).get('p1')).toBe('attempted');
    statuses.forget(user.id);
    expect((await statuses.of(user.id)).get('p1')).toBe('solved');
  });

  it('are read on every call when other processes write too', async () => {
    const { user } = await registerAccount(t.app);
    await insertProgress(t.db, user.id, 'p1', { status: 'attempted' });
    const statuses = createProgressStatuses(t.db, { isSoleWriter: false });
    expect((await statuses.of(user.id)).get('p1')).toBe('attempted');
    await solveBehindItsBack(user.id);
    expect((await statuses.of(user.id)).get('p1')).toBe('solved');
  });

  it('are not kept from a read that overlapped a write', async () => {
    const { user } = await registerAccount(t.app);
    await insertProgress(t.db, user.id, 'p1', { status: 'attempted' });
    const statuses = createProgressStatuses(t.db, { isSoleWriter: true });
    const reading = statuses.of(user.id);
    statuses.forget(user.id);
    expect((await reading).get('p1')).toBe('attempted');
    await solveBehindItsBack(user.id);
    expect((await statuses.of(user.id)).get('p1')).toBe('solved');
  });
});
