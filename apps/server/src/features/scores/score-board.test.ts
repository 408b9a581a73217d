import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmissionScoreAnswer } from '@codepath/contract/score-board';
import { ScoreRecord } from '@codepath/contract/scores';
import { createScoresTestApp, insertProblem, type ScoresTestApp } from '../../../test/scores/scores-app.ts';
import { bearer, registerAccount } from '../../../test/support/accounts.ts';
import { progressRecorder } from './record-progress.ts';

let t: ScoresTestApp;
beforeAll(async () => {
  t = await createScoresTestApp();
  await insertProblem(t.db, 'two-sum', 'Easy', 'Hash Table');
  await insertProblem(t.db, 'word-search', 'Medium', 'Backtracking');
  await insertProblem(t.db, 'edit-distance', 'Hard', 'Dynamic Programming');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const scoreOf = async (token: string, slug = 'two-sum') => ScoreRecord.parse((await call('GET', `/api/scores/problem/${slug}`, token)).json());
const learner = async (firstname = 'Ada', lastname = 'Lovelace') => {
  const { user, token } = await registerAccount(t.app, { firstname, lastname });
  return { id: user.id, token };
};

describe('score rules', () => {
  it('a problem never touched is worth the base score of 100', async () => {
    const { token } = await learner();
    expect(await scoreOf(token)).toMatchObject({
      exists: false,
      finalScore: 100,
      clickedHint: false,
      clickedSolution: false,
      wrongAttempts: 0,
      passed: false,
      language: '',
      status: 'not-attempted',
    });
  });

  it('the first hint costs 30 points, once per problem', async () => {
    const { token } = await learner();
    const first = await call('POST', '/api/scores/hint/two-sum', token, { language: 'python' });
    expect(first.statusCode).toBe(200);
    expect(ScoreRecord.parse(first.json())).toMatchObject({ exists: true, finalScore: 70, clickedHint: true });
    const second = await call('POST', '/api/scores/hint/two-sum', token, { language: 'python' });
    expect(second.json()).toMatchObject({ finalScore: 70, clickedHint: true });
    // A browser may send the call with a JSON content type and no body at all.
    const bodiless = await t.app.inject({ method: 'POST', url: '/api/scores/hint/two-sum', headers: { ...bearer(token), 'content-type': 'application/json' } });
    expect(bodiless.json()).toMatchObject({ finalScore: 70, clickedHint: true });
    expect((await scoreOf(token, 'word-search')).finalScore).toBe(100);
  });

  it('each wrong attempt before acceptance costs 5 points, on top of the hint', async () => {
    const { id, token } = await learner();
    await call('POST', '/api/scores/hint/two-sum', token);
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    expect(await scoreOf(token)).toMatchObject({ finalScore: 60, wrongAttempts: 2, passed: false });
  });

  it('viewing the solution sets the score to 0', async () => {
    const { token } = await learner();
    const viewed = await call('POST', '/api/scores/solution/two-sum', token, { language: 'cpp' });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ finalScore: 0, clickedSolution: true });
  });

  it('never goes below 0', async () => {
    const { id, token } = await learner();
    for (let i = 0; i < 25; i += 1) await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    expect(await scoreOf(token)).toMatchObject({ finalScore: 0, wrongAttempts: 25 });
  });

  it('is set at the first acceptance and never changes after', async () => {
    const { id, token } = await learner();
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', true);
    expect(await scoreOf(token)).toMatchObject({ finalScore: 95, wrongAttempts: 1, passed: true, status: 'solved' });

    await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    await call('POST', '/api/scores/hint/two-sum', token);
    const afterSolution = await call('POST', '/api/scores/solution/two-sum', token);
    expect(afterSolution.json()).toMatchObject({ finalScore: 95, wrongAttempts: 1, passed: true, clickedHint: true, clickedSolution: true });
  });

  it('a solution viewed before acceptance freezes the score at 0', async () => {
    const { id, token } = await learner();
    await call('POST', '/api/scores/solution/two-sum', token);
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', true);
    expect(await scoreOf(token)).toMatchObject({ finalScore: 0, passed: true });
  });
});

describe('POST /api/scores/submission/{problemId}', () => {
  it('ignores the passed flag the browser sends and answers the recorded score', async () => {
    const { id, token } = await learner();
    const payload = { passed: true, language: 'python', submissionId: 'anything', timeSpent: 10 };
    const claimed = await call('POST', '/api/scores/submission/two-sum', token, payload);
    expect(claimed.statusCode).toBe(200);
    expect(SubmissionScoreAnswer.parse(claimed.json())).toEqual({ score: 0, wrongAttempts: 0, passed: false });
    expect((await scoreOf(token)).passed).toBe(false);

    await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', true);
    const denied = await call('POST', '/api/scores/submission/two-sum', token, { ...payload, passed: false });
    expect(denied.json()).toEqual({ score: 95, wrongAttempts: 1, passed: true });
  });
});

describe('problem status', () => {
  it('moves not-attempted → attempted → submitted → solved and never goes back', async () => {
    const { id, token } = await learner();
    const statusNow = async () => (await scoreOf(token)).status;
    expect(await statusNow()).toBe('not-attempted');
    await progressRecorder.recordRun(t.db, id, 'two-sum');
    expect(await statusNow()).toBe('attempted');
    await progressRecorder.recordSubmit(t.db, id, 'two-sum', 'java');
    expect(await statusNow()).toBe('submitted');
    await progressRecorder.recordRun(t.db, id, 'two-sum');
    expect(await statusNow()).toBe('submitted');
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    expect(await statusNow()).toBe('submitted');
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', true);
    expect(await statusNow()).toBe('solved');
    await progressRecorder.recordRun(t.db, id, 'two-sum');
    await progressRecorder.recordSubmit(t.db, id, 'two-sum', 'c');
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', false);
    expect(await scoreOf(token)).toMatchObject({ status: 'solved', language: 'c' });
  });

  it('each submission adds the spec\'s timeSpent constant (10) to the record, solved or not', async () => {
    const { id, token } = await learner();
    expect((await scoreOf(token)).timeSpent).toBe(0);
    await progressRecorder.recordSubmit(t.db, id, 'two-sum', 'python');
    await progressRecorder.recordSubmit(t.db, id, 'two-sum', 'python');
    await progressRecorder.recordVerdict(t.db, id, 'two-sum', true);
    await progressRecorder.recordSubmit(t.db, id, 'two-sum', 'java');
    expect(await scoreOf(token)).toMatchObject({ timeSpent: 30, status: 'solved' });
    expect((await scoreOf(token, 'word-search')).timeSpent).toBe(0);
  });

  it('a verdict written before its submit\'s progress gives the same record as after it', async () => {
    const submitThenVerdict = await learner();
    const verdictThenSubmit = await learner();
    for (const isAccepted of [false, true]) {
      await progressRecorder.recordSubmit(t.db, submitThenVerdict.id, 'two-sum', 'cpp');
      await progressRecorder.recordVerdict(t.db, submitThenVerdict.id, 'two-sum', isAccepted);
      await progressRecorder.recordVerdict(t.db, verdictThenSubmit.id, 'two-sum', isAccepted);
      await progressRecorder.recordSubmit(t.db, verdictThenSubmit.id, 'two-sum', 'cpp');
      expect(await scoreOf(verdictThenSubmit.token)).toEqual(await scoreOf(submitThenVerdict.token));
    }
    expect(await scoreOf(verdictThenSubmit.token)).toMatchObject({ status: 'solved', finalScore: 95, wrongAttempts: 1, timeSpent: 20, language: 'cpp' });
  });

  it('a hint alone does not mark the problem attempted', async () => {
    const { token } = await learner();
    await call('POST', '/api/scores/hint/two-sum', token);
    expect((await scoreOf(token)).status).toBe('not-attempted');
  });
});

describe('racing verdicts', () => {
  it('50 verdicts finishing together: the score counts exactly the wrong ones recorded before the acceptance', async () => {
    const { id, token } = await learner();
    const acceptedAt = 17;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.db.transaction((tx) => progressRecorder.recordVerdict(tx, id, 'word-search', i === acceptedAt))),
    );
    const record = await scoreOf(token, 'word-search');
    const k = record.wrongAttempts;
    expect(record).toMatchObject({ passed: true, status: 'solved', finalScore: Math.max(0, 100 - 5 * k) });
    // The k wrong verdicts before the acceptance each counted once; the acceptance and every verdict after it answer the frozen score.
    const expected = [
      ...Array.from({ length: k }, (_, i) => ({ score: 0, wrongAttempts: i + 1 })),
      ...Array.from({ length: 50 - k }, () => ({ score: record.finalScore, wrongAttempts: k })),
    ];
    const byValue = (a: { score: number; wrongAttempts: number }, b: { score: number; wrongAttempts: number }) =>
      a.wrongAttempts - b.wrongAttempts || a.score - b.score;
    expect([...outcomes].sort(byValue)).toEqual(expected.sort(byValue));
  });
});
