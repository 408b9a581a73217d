import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentSummary, ClassDetail, LearnerSubmissions, MyClasses, ProgressMatrix, SimilarityAnswer, SimilarityPairDetail } from '@codepath/contract/classes';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from '../judging/support/judge-client.ts';
import { makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { createJudgingTestAppIn, JUDGING_MODES } from '../scale-out/support/scale-out-app.ts';
import { MAXIMUM_SOLUTION, REVERSE_SOLUTION, ROBBER_COPY, ROBBER_SOLUTION } from '../../../../scripts/support/class-programs.mjs';

const PROBLEMS = ['house-robber', 'maximum-of-two-numbers', 'reverse-a-string'];
const HOUR = 3_600_000;

// In both modes: in scale-out the API server judges nothing, and a worker runs the similarity report.
describe.each(JUDGING_MODES)('classes in %s mode', (mode) => {
  let t: JudgingTestApp;
  let teacher: string;
  let ada: Awaited<ReturnType<typeof registerAccount>>;
  let bob: Awaited<ReturnType<typeof registerAccount>>;
  let eve: Awaited<ReturnType<typeof registerAccount>>;
  let assistant: Awaited<ReturnType<typeof registerAccount>>;
  let classId: string;
  let joinCode: string;
  let assignment: AssignmentSummary;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createJudgingTestAppIn(mode, makeProblemsDir(PROBLEMS));
    const account = await registerAccount(t.app, { firstname: 'Tess', lastname: 'Teacher' });
    await changeRolesByEmail(t.app.db, account.user.email, { add: ['teacher'] }, 'command line');
    teacher = account.token;
    ada = await registerAccount(t.app, { firstname: 'Ada', lastname: 'Lovelace' });
    bob = await registerAccount(t.app, { firstname: 'Bob', lastname: 'Copier' });
    eve = await registerAccount(t.app, { firstname: 'Eve', lastname: 'Outside' });
  });
  afterAll(() => t?.close());

  it('lets only a teacher create a class, and learners join with its code', async () => {
    expect((await call(ada.token, 'POST', '/api/classes', { name: 'Nope' })).statusCode).toBe(403);
    const created = await call(teacher, 'POST', '/api/classes', { name: 'Algorithms 1' });
    expect(created.statusCode).toBe(201);
    ({ id: classId, joinCode } = created.json() as ClassDetail & { joinCode: string });
    expect(joinCode).toMatch(/^[A-Z2-9]{10}$/);

    const joined = await call(ada.token, 'POST', '/api/classes/join', { code: joinCode.toLowerCase(), studentId: 'S-1001' });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: classId, name: 'Algorithms 1', myRole: 'learner', joinCode: null });
    expect((await call(bob.token, 'POST', '/api/classes/join', { code: joinCode })).statusCode).toBe(200);
  });

  it('refuses to join without the right code, and an outsider sees nothing of the class', async () => {
    const wrong = await call(eve.token, 'POST', '/api/classes/join', { code: 'ABCDEFGHJK' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ error: 'No class has this join code. Check it with your teacher.' });
    expect((await call(eve.token, 'GET', `/api/classes/${classId}`)).statusCode).toBe(404);
    expect(((await call(eve.token, 'GET', '/api/classes')).json() as MyClasses).classes).toEqual([]);
  });

  it('lets an assistant see the class and its learners but not set assignments', async () => {
    assistant = await registerAccount(t.app, { firstname: 'Ali', lastname: 'Assistant' });
    expect((await call(ada.token, 'POST', `/api/classes/${classId}/staff`, { email: assistant.user.email, role: 'assistant' })).statusCode).toBe(403);
    expect((await call(teacher, 'POST', `/api/classes/${classId}/staff`, { email: assistant.user.email, role: 'assistant' })).statusCode).toBe(200);
    expect((await call(teacher, 'POST', `/api/classes/${classId}/staff`, { email: 'nobody@example.com', role: 'assistant' })).statusCode).toBe(404);
    const teacherEmail = ((await call(teacher, 'GET', `/api/classes/${classId}`)).json() as ClassDetail).members.find((member) => member.role === 'teacher')!.email;
    expect((await call(teacher, 'POST', `/api/classes/${classId}/staff`, { email: teacherEmail, role: 'assistant' })).statusCode).toBe(409);
    const detail = (await call(assistant.token, 'GET', `/api/classes/${classId}`)).json() as ClassDetail;
    expect(detail).toMatchObject({ myRole: 'assistant', learnerCount: 2 });
    expect(detail.members.find((member) => member.name === 'Ada Lovelace')).toMatchObject({ studentId: 'S-1001' });
    // A learner sees the staff only, without e-mails.
    const seenByBob = (await call(bob.token, 'GET', `/api/classes/${classId}`)).json() as ClassDetail;
    expect(seenByBob.members.map((member) => [member.name, member.role, member.email])).toEqual([
      ['Ali Assistant', 'assistant', ''],
      ['Tess Teacher', 'teacher', ''],
    ]);
    const now = Date.now();
    const body = { title: 'x', problemSlugs: PROBLEMS, opensAt: new Date(now).toISOString(), dueAt: new Date(now + HOUR).toISOString(), lateUntil: null, latePenaltyPercent: 0 };
    const refused = await call(assistant.token, 'POST', `/api/classes/${classId}/assignments`, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'This needs the teacher role in this class.' });
  });

  it('sets three problems due tomorrow, shown on the learners’ lists of what is due', async () => {
    const opensAt = new Date(Date.now() - HOUR).toISOString();
    const dueAt = new Date(Date.now() + 24 * HOUR).toISOString();
    const created = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, { title: 'Week 1', problemSlugs: PROBLEMS, opensAt, dueAt, lateUntil: null, latePenaltyPercent: 0 });
    expect(created.statusCode).toBe(201);
    assignment = created.json() as AssignmentSummary;
    expect(assignment.problems.map((problem) => problem.slug)).toEqual(PROBLEMS);
    expect((await call(ada.token, 'POST', `/api/classes/${classId}/assignments`, { title: 'x', problemSlugs: PROBLEMS, opensAt, dueAt, lateUntil: null, latePenaltyPercent: 0 })).statusCode).toBe(403);
    const bad = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, { title: 'x', problemSlugs: PROBLEMS, opensAt: dueAt, dueAt: opensAt, lateUntil: null, latePenaltyPercent: 0 });
    expect(bad.statusCode).toBe(400);

    const mine = (await call(ada.token, 'GET', '/api/classes')).json() as MyClasses;
    expect(mine.classes).toMatchObject([{ id: classId, myRole: 'learner', learnerCount: 2 }]);
    expect(mine.due).toMatchObject([{ id: assignment.id, title: 'Week 1', className: 'Algorithms 1', mySolved: 0, myScore: 0 }]);
    expect(mine.due[0]!.myCells?.map((cell) => cell.status)).toEqual(['not-attempted', 'not-attempted', 'not-attempted']);
  });

  it('fills the matrix as the learners solve, opens their code for the teacher, and exports the CSV', async () => {
    const adaSolved = await submitAndWait(t.app, ada.token, { code: ROBBER_SOLUTION, language: 'python', problemId: 'house-robber' });
    expect(adaSolved.final).toMatchObject({ verdict: 'Accepted' });
    await submitAndWait(t.app, ada.token, { code: 'print(0)', language: 'python', problemId: 'maximum-of-two-numbers' });
    await submitAndWait(t.app, ada.token, { code: MAXIMUM_SOLUTION, language: 'python', problemId: 'maximum-of-two-numbers' });
    const bobCopied = await submitAndWait(t.app, bob.token, { code: ROBBER_COPY, language: 'python', problemId: 'house-robber' });
    expect(bobCopied.final).toMatchObject({ verdict: 'Accepted' });
    await submitAndWait(t.app, bob.token, { code: REVERSE_SOLUTION, language: 'python', problemId: 'reverse-a-string' });

    const progress = await call(teacher, 'GET', `/api/classes/${classId}/assignments/${assignment.id}/progress`);
    expect(progress.statusCode).toBe(200);
    const matrix = progress.json() as ProgressMatrix;
    expect(matrix.rows.map((row) => [row.name, row.studentId, row.score])).toEqual([
      ['Ada Lovelace', 'S-1001', 65],
      ['Bob Copier', null, 67],
    ]);
    expect(matrix.rows[0]!.cells.map((cell) => [cell.status, cell.points, cell.attempts])).toEqual([
      ['solved', 100, 1],
      ['solved', 95, 2],
      ['not-attempted', 0, 0],
    ]);

    const code = await call(teacher, 'GET', `/api/classes/${classId}/assignments/${assignment.id}/learners/${ada.user.id}/submissions?problem=maximum-of-two-numbers`);
    expect(code.statusCode).toBe(200);
    expect((code.json() as LearnerSubmissions).submissions.map((submission) => [submission.status, submission.code, submission.isLate])).toEqual([
      ['Wrong Answer', 'print(0)', false],
      ['Accepted', MAXIMUM_SOLUTION, false],
    ]);

    // An assistant reads the same matrix.
    expect(((await call(assistant.token, 'GET', `/api/classes/${classId}/assignments/${assignment.id}/progress`)).json() as ProgressMatrix).rows).toEqual(matrix.rows);

    // Ada's own view of the assignment: her standing per problem, nobody else's.
    const own = (await call(ada.token, 'GET', `/api/classes/${classId}/assignments/${assignment.id}`)).json() as AssignmentSummary;
    expect(own).toMatchObject({ mySolved: 2, myScore: 65 });
    expect(own.myCells?.map((cell) => [cell.status, cell.points])).toEqual([
      ['solved', 100],
      ['solved', 95],
      ['not-attempted', 0],
    ]);

    const csv = await call(teacher, 'GET', `/api/classes/${classId}/assignments/${assignment.id}/progress.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')).toEqual([
      '"Name","Email","Student ID","House Robber","Maximum of Two Numbers","Reverse a String","Score","Late problems"',
      `"Ada Lovelace","${ada.user.email}","S-1001","100","95","0","65","0"`,
      `"Bob Copier","${bob.user.email}","","100","0","100","67","0"`,
      '',
    ]);
  });

  it('keeps a learner out of the matrix, the similarity report and another learner’s code', async () => {
    const base = `/api/classes/${classId}/assignments/${assignment.id}`;
    for (const url of [`${base}/progress`, `${base}/progress.csv`, `${base}/learners/${bob.user.id}/submissions`, `${base}/similarity?problem=house-robber`]) {
      const response = await call(ada.token, 'GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    expect((await call(ada.token, 'POST', `${base}/similarity`, { problemSlug: 'house-robber' })).statusCode).toBe(403);
    // Another class's teacher: not a member here, so the class does not exist for them.
    await changeRolesByEmail(t.app.db, eve.user.email, { add: ['teacher'] }, 'command line');
    const other = (await call(eve.token, 'POST', '/api/classes', { name: 'Other class' })).json() as ClassDetail;
    expect((await call(eve.token, 'GET', `${base}/progress`)).statusCode).toBe(404);
    expect((await call(eve.token, 'GET', `/api/classes/${other.id}/assignments/${assignment.id}/progress`)).statusCode).toBe(404);
    expect((await call(eve.token, 'GET', `/api/classes/${other.id}/assignments/${assignment.id}/learners/${ada.user.id}/submissions`)).statusCode).toBe(404);
    // A learner of this class reads nothing of another class: not its matrix, not its CSV.
    const now = Date.now();
    const otherAssignment = (
      await call(eve.token, 'POST', `/api/classes/${other.id}/assignments`, { title: 'Elsewhere', problemSlugs: ['house-robber'], opensAt: new Date(now - HOUR).toISOString(), dueAt: new Date(now + HOUR).toISOString(), lateUntil: null, latePenaltyPercent: 0 })
    ).json() as AssignmentSummary;
    expect((await call(eve.token, 'GET', `/api/classes/${other.id}/assignments/${otherAssignment.id}/progress`)).statusCode).toBe(200);
    for (const url of [`/api/classes/${other.id}`, `/api/classes/${other.id}/assignments/${otherAssignment.id}/progress`, `/api/classes/${other.id}/assignments/${otherAssignment.id}/progress.csv`]) {
      const response = await call(ada.token, 'GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    // Nor another learner's code through the submissions themselves.
    const bobs = (await call(teacher, 'GET', `${base}/learners/${bob.user.id}/submissions?problem=house-robber`)).json() as LearnerSubmissions;
    expect(bobs.submissions.length).toBeGreaterThan(0);
    for (const submission of bobs.submissions) {
      expect((await call(bob.token, 'GET', `/api/submissions/${submission.id}`)).statusCode).toBe(200);
      const read = await call(ada.token, 'GET', `/api/submissions/${submission.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain(submission.code);
    }
  });

  it('ranks the copied pair in a similarity report run as a background job, with both sources and the shared fragments', async () => {
    const base = `/api/classes/${classId}/assignments/${assignment.id}`;
    const started = await call(teacher, 'POST', `${base}/similarity`, { problemSlug: 'house-robber' });
    expect(started.statusCode).toBe(202);
    let answer = started.json() as SimilarityAnswer;
    const deadline = Date.now() + 60_000;
    while (answer.report?.status !== 'done') {
      expect(answer.report?.status).not.toBe('failed');
      if (Date.now() > deadline) throw new Error('the similarity report did not end');
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = (await call(teacher, 'GET', `${base}/similarity?problem=house-robber`)).json() as SimilarityAnswer;
    }
    expect(answer.report).toMatchObject({ submissionCount: 2, pairs: [{ index: 0, language: 'python' }] });
    const [pair] = answer.report!.pairs;
    expect([pair!.leftName, pair!.rightName].sort()).toEqual(['Ada Lovelace', 'Bob Copier']);
    expect(pair!.similarity).toBeGreaterThan(0.6);

    const detail = (await call(teacher, 'GET', `${base}/similarity/${answer.report!.id}/pairs/0`)).json() as SimilarityPairDetail;
    expect([detail.left.code, detail.right.code].sort()).toEqual([ROBBER_COPY, ROBBER_SOLUTION].sort());
    expect(detail.fragments.length).toBeGreaterThan(0);
    // The pair's sources are staff's only: a learner of the class, even one of the pair, reads neither.
    const asLearner = await call(ada.token, 'GET', `${base}/similarity/${answer.report!.id}/pairs/0`);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.body).not.toContain(ROBBER_COPY);
  });

  it('judges a submission after the deadline and marks it late, with the late window’s penalty', async () => {
    const created = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Past deadline',
      problemSlugs: ['reverse-a-string'],
      opensAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      dueAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      lateUntil: new Date(Date.now() + 2 * HOUR).toISOString(),
      latePenaltyPercent: 50,
    });
    const late = created.json() as AssignmentSummary;
    const solved = await submitAndWait(t.app, ada.token, { code: REVERSE_SOLUTION, language: 'python', problemId: 'reverse-a-string' });
    expect(solved.final).toMatchObject({ verdict: 'Accepted' });
    const matrix = (await call(teacher, 'GET', `/api/classes/${classId}/assignments/${late.id}/progress`)).json() as ProgressMatrix;
    expect(matrix.rows[0]!.cells[0]).toMatchObject({ status: 'late', points: 50, isLate: true });

    // Bob gets an extension past now: the same kind of submission is on time for him.
    expect((await call(teacher, 'PUT', `/api/classes/${classId}/assignments/${late.id}/extensions`, { userId: bob.user.id, dueAt: new Date(Date.now() + HOUR).toISOString() })).statusCode).toBe(200);
    await submitAndWait(t.app, bob.token, { code: REVERSE_SOLUTION, language: 'python', problemId: 'reverse-a-string' });
    const after = (await call(teacher, 'GET', `/api/classes/${classId}/assignments/${late.id}/progress`)).json() as ProgressMatrix;
    expect(after.rows[1]).toMatchObject({ hasExtension: true, cells: [{ status: 'solved', points: 100, isLate: false }] });
  });

  it('lets only a teacher give the class a new join code, after which the old one joins nobody', async () => {
    expect((await call(ada.token, 'POST', `/api/classes/${classId}/code`)).statusCode).toBe(403);
    expect((await call(assistant.token, 'POST', `/api/classes/${classId}/code`)).statusCode).toBe(403);
    const renewed = await call(teacher, 'POST', `/api/classes/${classId}/code`);
    expect(renewed.statusCode).toBe(200);
    const newCode = (renewed.json() as ClassDetail & { joinCode: string }).joinCode;
    expect(newCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(newCode).not.toBe(joinCode);
    const cal = await registerAccount(t.app, { firstname: 'Cal', lastname: 'Late' });
    expect((await call(cal.token, 'POST', '/api/classes/join', { code: joinCode })).statusCode).toBe(404);
    expect((await call(cal.token, 'GET', `/api/classes/${classId}`)).statusCode).toBe(404);
    expect((await call(cal.token, 'POST', '/api/classes/join', { code: newCode })).json()).toMatchObject({ id: classId, myRole: 'learner' });
    joinCode = newCode;
  });

  it('stops guessing join codes after ten tries a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await call(eve.token, 'POST', '/api/classes/join', { code: `WRONG${attempt}` })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(10);
  });

  it('lets a learner leave', async () => {
    expect((await call(bob.token, 'POST', `/api/classes/${classId}/leave`)).statusCode).toBe(200);
    expect((await call(bob.token, 'GET', `/api/classes/${classId}`)).statusCode).toBe(404);
    expect((await call(teacher, 'POST', `/api/classes/${classId}/leave`)).statusCode).toBe(409);
  });
});
