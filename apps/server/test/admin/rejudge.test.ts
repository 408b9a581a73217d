import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmissionDetail, AdminUserDetail } from '@codepath/contract/admin-users';
import type { RejudgeDetail } from '@codepath/contract/admin-rejudges';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from '../judging/support/judge-client.ts';
import { makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { createJudgingTestAppIn, JUDGING_MODES } from '../scale-out/support/scale-out-app.ts';
import { publishHello, registerAdmin } from './admin-app.ts';

// In both modes: in scale-out the API server judges nothing, and a worker verifies and
// rejudges from the versions it fetches by content hash.
describe.each(JUDGING_MODES)('%s mode', (mode) => {
  let t: JudgingTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createJudgingTestAppIn(mode, makeProblemsDir([]));
    admin = (await registerAdmin(t.app)).token;
    await publishHello(t.app, admin, { isNew: true });
  });
  afterAll(() => t?.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  async function rejudgeAndWait(body: object): Promise<RejudgeDetail> {
    const started = await t.app.inject({ method: 'POST', url: '/api/admin/rejudges', headers: bearer(admin), payload: body });
    if (started.statusCode !== 201) throw new Error(`rejudge failed: ${started.statusCode} ${started.body}`);
    const { id } = started.json() as RejudgeDetail;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const detail = (await get(admin, `/api/admin/rejudges/${id}`)).json() as RejudgeDetail;
      if (detail.counts.queued + detail.counts.running === 0) return detail;
      if (Date.now() > deadline) throw new Error('the rejudge did not end');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  describe('rejudging', () => {
    it("changes a verdict after a test changed, keeps the old one, and the learner's score and status follow", async () => {
      const ada = await registerAccount(t.app);
      const solved = await submitAndWait(t.app, ada.token, { code: 'print("Hello World!")', language: 'python', problemId: 'hello' });
      expect(solved.final).toMatchObject({ verdict: 'Accepted', score: 100 });
      const bob = await registerAccount(t.app);
      await submitAndWait(t.app, bob.token, { code: 'print("hi")', language: 'python', problemId: 'hello' });
      const bobLater = await submitAndWait(t.app, bob.token, { code: 'print("Hello, World!")', language: 'python', problemId: 'hello' });
      expect(bobLater.final).toMatchObject({ verdict: 'Wrong Answer' });

      // The author fixes the tests (the greeting has a comma) and publishes version 2.
      await publishHello(t.app, admin, { isNew: false, greeting: 'Hello, World!' });
      const rejudge = await rejudgeAndWait({ scope: 'problem', problemSlug: 'hello' });
      expect(rejudge).toMatchObject({ description: 'All submissions of hello', judgeVersion: 2, total: 3, changed: 2, counts: { done: 3, failed: 0 } });
      const changedFirst = rejudge.items.slice(0, 2).map((item) => [item.learner.email, item.before?.verdict, item.after?.verdict]);
      expect(changedFirst).toHaveLength(2);
      expect(changedFirst).toEqual(
        expect.arrayContaining([
          [ada.user.email, 'Accepted', 'Wrong Answer'],
          [bob.user.email, 'Wrong Answer', 'Accepted'],
        ]),
      );

      // Ada's accepted submission is wrong now: the problem is no longer solved and scores 0.
      expect((await get(ada.token, `/api/submissions/${solved.id}`)).json()).toMatchObject({ status: 'Wrong Answer', score: 0 });
      expect((await get(ada.token, '/api/scores/problem/hello')).json()).toMatchObject({ passed: false, wrongAttempts: 1 });
      expect(((await get(ada.token, '/api/problems')).json() as { id: string; status: string }[]).find((p) => p.id === 'hello')?.status).toBe('submitted');
      // Bob's second submission solves it now, after one wrong attempt: 95.
      expect((await get(bob.token, `/api/submissions/${bobLater.id}`)).json()).toMatchObject({ status: 'Accepted', score: 95 });
      expect((await get(bob.token, '/api/scores/problem/hello')).json()).toMatchObject({ passed: true, finalScore: 95, wrongAttempts: 1 });
      // A replay of the submission's events ends with the new verdict.
      const replay = await t.app.inject({ method: 'GET', url: `/api/submissions/${solved.id}/events`, headers: bearer(ada.token) });
      expect(replay.body).toContain('"verdict":"Wrong Answer"');
    });

    it('rejudges one verdict only, and refuses a rejudge that matches nothing', async () => {
      const carol = await registerAccount(t.app);
      const wrong = await submitAndWait(t.app, carol.token, { code: 'print("nope")', language: 'python', problemId: 'hello' });
      const detail = await rejudgeAndWait({ scope: 'verdict', problemSlug: 'hello', verdict: 'Wrong Answer' });
      expect(detail.description).toBe('Wrong Answer submissions of hello');
      expect(detail.items.map((item) => item.submissionId)).toContain(wrong.id);
      expect(detail.items.every((item) => item.before?.verdict === 'Wrong Answer')).toBe(true);
      const none = await t.app.inject({ method: 'POST', url: '/api/admin/rejudges', headers: bearer(admin), payload: { scope: 'verdict', problemSlug: 'hello', verdict: 'Time Limit Exceeded' } });
      expect(none.json()).toEqual({ code: 'BAD_REQUEST', error: 'No judged submission matches: nothing to rejudge.' });
    });

    it('rejudges one submission only, and only the submissions judged on one version', async () => {
      // Version 2 is published: its greeting has a comma.
      const dave = await registerAccount(t.app);
      const wrong = await submitAndWait(t.app, dave.token, { code: 'print("Hello World!")', language: 'python', problemId: 'hello' });
      const right = await submitAndWait(t.app, dave.token, { code: 'print("Hello, World!")', language: 'python', problemId: 'hello' });
      expect([wrong.final, right.final]).toMatchObject([{ verdict: 'Wrong Answer' }, { verdict: 'Accepted' }]);

      const one = await rejudgeAndWait({ scope: 'submission', submissionId: wrong.id });
      expect(one).toMatchObject({ scope: 'submission', problemSlug: 'hello', judgeVersion: 2, total: 1, changed: 0, counts: { done: 1 } });
      expect(one.items.map((item) => [item.submissionId, item.before?.verdict, item.after?.verdict])).toEqual([[wrong.id, 'Wrong Answer', 'Wrong Answer']]);
      expect(one.description).toBe(`Submission #${one.items[0]?.submissionNumber} on hello`);

      // Version 3 greets without a comma; a submission judged on it is left out of a rejudge of version 2's.
      await publishHello(t.app, admin, { isNew: false, greeting: 'Hi World!' });
      const onThree = await submitAndWait(t.app, dave.token, { code: 'print("Hi World!")', language: 'python', problemId: 'hello' });
      expect(onThree.final).toMatchObject({ verdict: 'Accepted' });
      const byVersion = await rejudgeAndWait({ scope: 'version', problemSlug: 'hello', problemVersion: 2 });
      expect(byVersion).toMatchObject({ scope: 'version', description: 'Submissions of hello judged on version 2', judgeVersion: 3 });
      const ids = byVersion.items.map((item) => item.submissionId);
      expect(ids).toEqual(expect.arrayContaining([wrong.id, right.id]));
      expect(ids).not.toContain(onThree.id);
      expect(byVersion.items.every((item) => item.before?.problemVersion === 2 && item.after?.problemVersion === 3)).toBe(true);
      expect(byVersion.items.find((item) => item.submissionId === right.id)?.after?.verdict).toBe('Wrong Answer');
      expect((await get(dave.token, `/api/submissions/${right.id}`)).json()).toMatchObject({ status: 'Wrong Answer' });

      // The users area shows the learner's submissions and progress, and each submission's rejudges, newest first.
      const account = (await get(admin, `/api/admin/users/${dave.user.id}`)).json() as AdminUserDetail;
      expect(account.submissions.map((row) => [row.id, row.status, row.problemVersion, row.rejudged])).toEqual([
        [onThree.id, 'Accepted', 3, 0],
        [right.id, 'Wrong Answer', 3, 1],
        [wrong.id, 'Wrong Answer', 3, 2],
      ]);
      expect(account.progress).toEqual([expect.objectContaining({ problemId: 'hello', status: 'solved', wrongAttempts: 2 })]);
      const history = (await get(admin, `/api/admin/submissions/${wrong.id}`)).json() as AdminSubmissionDetail;
      expect(history.history.map((entry) => [entry.rejudgeId, entry.before?.problemVersion, entry.after?.problemVersion, entry.after?.verdict])).toEqual([
        [byVersion.id, 2, 3, 'Wrong Answer'],
        [one.id, 2, 2, 'Wrong Answer'],
      ]);
      expect((await get(dave.token, `/api/admin/users/${dave.user.id}`)).statusCode).toBe(403);
    });
  });
});
