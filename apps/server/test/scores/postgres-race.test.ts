import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { getLeaderboard } from '../../src/features/scores/get-leaderboard.ts';
import { getScoreRecord } from '../../src/features/scores/get-score-record.ts';
import { progressRecorder } from '../../src/features/scores/record-progress.ts';
import { insertProblem } from './scores-app.ts';
import { adminQuery, databaseUrlOf } from '../support/postgres-admin.ts';

/**
 * Verdicts racing on a real PostgreSQL server, where (unlike PGlite) transactions
 * truly run at once: a fresh, uniquely named database, dropped afterwards.
 * Override the server with TEST_POSTGRES_URL.
 */
const databaseName = `codepath_scores_${randomBytes(6).toString('hex')}`;
const databaseUrl = databaseUrlOf(databaseName);


let database: DatabaseHandle | undefined;
beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  database = openDatabase({ kind: 'postgres', url: databaseUrl });
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${databaseName}`);
});

describe('racing verdicts on PostgreSQL', () => {
  it('50 verdicts at once, 5 rounds: every wrong attempt before the acceptance counts once and the score freezes', async () => {
    const db = database!.db;
    const [user] = await db.insert(users).values({ email: `${databaseName}@example.com`, firstname: 'Race', lastname: 'Runner' }).returning();
    if (!user) throw new Error('insert returned no row');
    for (let round = 0; round < 5; round += 1) {
      const slug = `race-${round}`;
      await insertProblem(db, slug);
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => db.transaction((tx) => progressRecorder.recordVerdict(tx, user.id, slug, i === 10))),
      );
      const record = await getScoreRecord(db, user.id, slug);
      const k = record.wrongAttempts;
      expect(record).toMatchObject({ passed: true, finalScore: Math.max(0, 100 - 5 * k) });
      const wrongBefore = outcomes.filter((o) => o.score === 0 && o.wrongAttempts <= k).map((o) => o.wrongAttempts);
      expect(new Set(wrongBefore).size).toBe(k);
      expect(outcomes.filter((o) => o.wrongAttempts === k && o.score === record.finalScore).length).toBeGreaterThanOrEqual(50 - k);
    }
    const [entry] = await getLeaderboard(db, 20);
    expect(entry).toMatchObject({ rank: 1, user: { id: user.id, name: 'Race Runner' }, problemsSolved: 5 });
  });
});
