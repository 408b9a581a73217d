// Unlocking the written hints one at a time costs the hint penalty once (spec §9):
// the hint feature's route with the score feature's real record, as app.ts composes them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getScoreRecord } from '../../src/features/scores/get-score-record.ts';
import { createHintTestApp, type HintTestApp } from '../stand-ins/hints-app.ts';

let harness: HintTestApp;
beforeAll(async () => {
  harness = await createHintTestApp({ ai: null, maxRequestsPerHour: 100 });
});
afterAll(() => harness.close());

it('costs 30 points once, however many hints are unlocked', async () => {
  const learner = await harness.signUp();
  const problemId = await harness.addProblem(['First.', 'Second.', 'Third.']);
  const ask = () => harness.app.inject({ method: 'POST', url: '/api/ai/hint', headers: learner.headers, payload: { problemId, code: '', language: 'python' } });

  await ask();
  expect(await getScoreRecord(harness.database.db, learner.userId, problemId)).toMatchObject({ clickedHint: true, finalScore: 70 });
  await ask();
  await ask();

  expect(await getScoreRecord(harness.database.db, learner.userId, problemId)).toMatchObject({ clickedHint: true, finalScore: 70 });
  const listed = await harness.app.inject({ method: 'GET', url: `/api/ai/hints/${problemId}`, headers: learner.headers });
  expect(listed.json().hints).toHaveLength(3);
});
