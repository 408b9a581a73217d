import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentSummary, ClassDetail, ProgressMatrix } from '@codepath/contract/classes';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from '../judging/support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { helloZip, uploadArchive, waitForVerification } from '../admin/admin-app.ts';

const HOUR = 3_600_000;

// A teacher who also holds the author role writes a problem of their own and sets it:
// a draft cannot be assigned, the published problem can, and the matrix counts it.
describe('a teacher’s own problem in an assignment', () => {
  let t: JudgingTestApp;
  let teacher: string;
  let learner: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    t = await createJudgingTestApp(makeProblemsDir([]));
    const account = await registerAccount(t.app, { firstname: 'Tess', lastname: 'Teacher' });
    await changeRolesByEmail(t.app.db, account.user.email, { add: ['teacher', 'author'] }, 'command line');
    teacher = account.token;
    learner = await registerAccount(t.app, { firstname: 'Ada', lastname: 'Lovelace' });
  });
  afterAll(() => t?.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('is assigned once published, and the learner’s accept fills the matrix', async () => {
    const created = (await call(teacher, 'POST', '/api/classes', { name: 'Own problems' })).json() as ClassDetail & { joinCode: string };
    expect((await call(learner.token, 'POST', '/api/classes/join', { code: created.joinCode })).statusCode).toBe(200);
    const uploaded = await uploadArchive(t.app, teacher, '/api/admin/problems/upload?slug=hello', await helloZip());
    expect(uploaded.statusCode).toBe(201);
    expect((await waitForVerification(t.app, teacher, 'hello', 1)).versions[0]?.verify.state).toBe('passed');

    const now = Date.now();
    const body = { title: 'Mine', problemSlugs: ['hello'], opensAt: new Date(now - HOUR).toISOString(), dueAt: new Date(now + 24 * HOUR).toISOString(), lateUntil: null, latePenaltyPercent: 0 };
    const draft = await call(teacher, 'POST', `/api/classes/${created.id}/assignments`, body);
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({ error: 'No published problem is called hello.' });

    expect((await call(teacher, 'POST', '/api/admin/problems/hello/versions/1/publish')).statusCode).toBe(200);
    const assigned = await call(teacher, 'POST', `/api/classes/${created.id}/assignments`, body);
    expect(assigned.statusCode).toBe(201);
    const assignment = assigned.json() as AssignmentSummary;
    expect(assignment.problems.map((problem) => problem.slug)).toEqual(['hello']);

    const solved = await submitAndWait(t.app, learner.token, { code: 'print("Hello World!")', language: 'python', problemId: 'hello' });
    expect(solved.final).toMatchObject({ verdict: 'Accepted' });
    const matrix = (await call(teacher, 'GET', `/api/classes/${created.id}/assignments/${assignment.id}/progress`)).json() as ProgressMatrix;
    expect(matrix.rows).toMatchObject([{ name: 'Ada Lovelace', score: 100, cells: [{ status: 'solved', points: 100, attempts: 1 }] }]);
  });
});
