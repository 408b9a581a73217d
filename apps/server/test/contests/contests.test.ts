import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClarificationList, ContestDetail, ContestListAnswer, ContestSubmissionList, Scoreboard } from '@codepath/contract/contests';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema-admin.ts';
import { problemProgress } from '../../src/db/schema-judging.ts';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { registerAccount } from '../support/accounts.ts';
import { makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { createJudgingTestAppIn, JUDGING_MODES } from '../scale-out/support/scale-out-app.ts';
import { acceptedPython, api, contestBody, CONTEST_PROBLEMS, eventually, nextBoard } from './contest-client.ts';
import { clicsValidator } from './clics-schemas.ts';

describe.each(JUDGING_MODES)('contests, %s mode', (mode) => {
  let t: JudgingTestApp;
  let call: ReturnType<typeof api>;
  let organiser: string;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createJudgingTestAppIn(mode, makeProblemsDir([...CONTEST_PROBLEMS]));
    call = api(t.app);
    const account = await registerAccount(t.app, { firstname: 'Olga', lastname: 'Organiser' });
    await changeRolesByEmail(t.app.db, account.user.email, { add: ['teacher'] }, 'command line');
    organiser = account.token;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const board = async (token: string, id: string) => (await call.get(token, `/api/app/contests/${id}/scoreboard`)).json() as Scoreboard;
  const judged = (token: string, id: string, count: number) =>
    eventually(async () => {
      const { submissions } = (await call.get(token, `/api/app/contests/${id}/submissions`)).json() as ContestSubmissionList;
      return submissions.length === count && submissions.every((item) => !['Queued', 'Running'].includes(item.status)) ? submissions : undefined;
    }, `${count} judged submissions`);

  it('only organisers create contests; a bad contest is refused with its reason', async () => {
    const learner = await registerAccount(t.app);
    const refused = await call.post(learner.token, '/api/app/contests', contestBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'This needs the author or teacher or admin role.' });
    const tooLongFreeze = await call.post(organiser, '/api/app/contests', contestBody({ freezeMinutes: 500 }));
    expect(tooLongFreeze.statusCode).toBe(400);
    expect(tooLongFreeze.body).toContain('The freeze cannot be longer than the contest');
    const unknown = await call.post(organiser, '/api/app/contests', contestBody({ problems: [{ problemId: 'no-such-problem', color: '#123456' }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'No published problem "no-such-problem"' });
    expect((await call.get(null, '/api/app/contests')).statusCode).toBe(401);
  });

  it('runs an ICPC contest: penalty, free compile errors, first to solve, the freeze, clarifications, unfreezing and a virtual participant', { timeout: 180_000 }, async () => {
    const created = await call.post(organiser, '/api/app/contests', contestBody());
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const ada = await registerAccount(t.app, { firstname: 'Ada', lastname: 'Lovelace' });
    const bob = await registerAccount(t.app, { firstname: 'Bob', lastname: 'Byte' });

    // Problems are shown with labels and colours; submitting needs registration and an allowed language.
    const before = (await call.get(ada.token, `/api/app/contests/${id}`)).json() as ContestDetail;
    expect(before).toMatchObject({ phase: 'running', canRegister: true, participation: null, problems: [] });
    expect((await call.post(ada.token, `/api/app/contests/${id}/submissions`, { problemLabel: 'A', language: 'python', code: 'print(1)' })).json()).toMatchObject({ error: 'Register for the contest to submit.' });
    for (const learner of [ada, bob]) expect((await call.post(learner.token, `/api/app/contests/${id}/register`)).statusCode).toBe(200);
    const detail = (await call.get(ada.token, `/api/app/contests/${id}`)).json() as ContestDetail;
    expect(detail.problems.map((problem) => [problem.label, problem.color, problem.problemId])).toEqual([
      ['A', '#e53935', 'even-or-odd'],
      ['B', '#1e88e5', 'maximum-of-two-numbers'],
      ['C', '#43a047', 'print-1-to-n'],
    ]);
    const java = await call.post(ada.token, `/api/app/contests/${id}/submissions`, { problemLabel: 'A', language: 'java', code: 'class A {}' });
    expect(java.json()).toMatchObject({ error: 'Java is not allowed in this contest.' });

    // Minute 30, before the freeze (minute 60): Ada has a wrong try, a compile error (free) and then A accepted; Bob solves B.
    const submitAs = (token: string, problemLabel: string, code: string, language = 'python') => call.post(token, `/api/app/contests/${id}/submissions`, { problemLabel, language, code });
    expect((await submitAs(ada.token, 'A', 'print("Odd")')).statusCode).toBe(201);
    expect((await submitAs(ada.token, 'A', 'int main( {', 'cpp')).statusCode).toBe(201);
    await judged(ada.token, id, 2);
    const live = nextBoard(baseUrl, bob.token, id, (shown) => shown.rows.some((row) => row.name === 'Ada Lovelace' && row.solved === 1));
    expect((await submitAs(ada.token, 'A', acceptedPython('even-or-odd'))).statusCode).toBe(201);
    expect((await submitAs(bob.token, 'B', acceptedPython('maximum-of-two-numbers'))).statusCode).toBe(201);
    const seenLive = await live;
    expect(seenLive.rows.find((row) => row.name === 'Ada Lovelace')).toMatchObject({ solved: 1, penalty: 30 + 20, cells: [{ label: 'A', state: 'first', tries: 1, minute: 30 }, { state: 'none' }, { state: 'none' }] });
    await judged(bob.token, id, 1);
    // Each contest submission is a practice submission too, scored by the practice rules: 100 less 5 per wrong try, a compile error free.
    const [practice] = await t.app.db.select().from(problemProgress).where(and(eq(problemProgress.userId, ada.user.id), eq(problemProgress.problemSlug, 'even-or-odd')));
    expect(practice).toMatchObject({ status: 'solved', wrongAttempts: 1, finalScore: 95 });

    // A clarification: Bob asks about B, the jury answers to all; Ada sees the answer, not who asked.
    expect((await call.post(bob.token, `/api/app/contests/${id}/clarifications`, { problemLabel: 'B', question: 'Can a and b be equal?' })).statusCode).toBe(200);
    const juryView = (await call.get(organiser, `/api/app/contests/${id}/clarifications`)).json() as ClarificationList;
    expect(juryView.clarifications[0]).toMatchObject({ problemLabel: 'B', question: 'Can a and b be equal?', answer: null, askedBy: 'Bob Byte' });
    expect(((await call.get(ada.token, `/api/app/contests/${id}/clarifications`)).json() as ClarificationList).clarifications).toEqual([]);
    const clarificationId = juryView.clarifications[0]?.id ?? '';
    const notJury = await call.post(ada.token, `/api/app/contests/${id}/clarifications/${clarificationId}/answer`, { answer: 'Yes', isPublic: true });
    expect(notJury.statusCode).toBe(403);
    const otherOrganiser = await registerAccount(t.app);
    await changeRolesByEmail(t.app.db, otherOrganiser.user.email, { add: ['author'] }, 'command line');
    const notThisJury = await call.post(otherOrganiser.token, `/api/app/contests/${id}/clarifications/${clarificationId}/answer`, { answer: 'Yes', isPublic: true });
    expect(notThisJury.json()).toMatchObject({ error: "Only the contest's jury can do this." });
    expect((await call.post(organiser, `/api/app/contests/${id}/clarifications/${clarificationId}/answer`, { answer: 'Yes, they can.', isPublic: true })).statusCode).toBe(200);
    expect(((await call.get(ada.token, `/api/app/contests/${id}/clarifications`)).json() as ClarificationList).clarifications[0]).toMatchObject({
      question: 'Can a and b be equal?',
      answer: 'Yes, they can.',
      isPublic: true,
      isMine: false,
      askedBy: null,
    });
    // A general question answered privately reaches only its asker; an announcement about a problem reaches everyone.
    const clarificationsOf = async (token: string) => ((await call.get(token, `/api/app/contests/${id}/clarifications`)).json() as ClarificationList).clarifications;
    expect((await call.post(ada.token, `/api/app/contests/${id}/clarifications`, { problemLabel: null, question: 'Is the time limit per test?' })).statusCode).toBe(200);
    const general = (await clarificationsOf(organiser)).find((item) => item.question === 'Is the time limit per test?');
    expect(general).toMatchObject({ problemLabel: null, askedBy: 'Ada Lovelace', answer: null });
    expect((await call.post(organiser, `/api/app/contests/${id}/clarifications/${general?.id ?? ''}/answer`, { answer: 'Yes, per test.', isPublic: false })).statusCode).toBe(200);
    expect((await clarificationsOf(ada.token)).find((item) => item.question === 'Is the time limit per test?')).toMatchObject({ problemLabel: null, answer: 'Yes, per test.', isPublic: false, isMine: true });
    expect(JSON.stringify(await clarificationsOf(bob.token))).not.toMatch(/time limit per test|per test\./);
    expect((await call.post(ada.token, `/api/app/contests/${id}/announcements`, { problemLabel: 'C', text: 'C: n is at least 1.' })).statusCode).toBe(403);
    expect((await call.post(organiser, `/api/app/contests/${id}/announcements`, { problemLabel: 'C', text: 'C: n is at least 1.' })).statusCode).toBe(200);
    for (const learner of [ada, bob]) {
      expect((await clarificationsOf(learner.token)).find((item) => item.answer === 'C: n is at least 1.')).toMatchObject({ problemLabel: 'C', question: null, isPublic: true, isMine: false, askedBy: null });
    }

    // The jury freezes the board now: Bob's later tries on A show as frozen to learners, not to the jury.
    expect((await call.post(organiser, `/api/app/contests/${id}/clock`, { action: 'freeze-now' })).statusCode).toBe(200);
    expect((await submitAs(bob.token, 'A', 'print("Even")')).statusCode).toBe(201);
    expect((await submitAs(bob.token, 'A', acceptedPython('even-or-odd'))).statusCode).toBe(201);
    await judged(bob.token, id, 3);
    const frozen = await board(ada.token, id);
    expect(frozen.isFrozen).toBe(true);
    expect(frozen.rows.find((row) => row.name === 'Bob Byte')?.cells[0]).toEqual({ label: 'A', state: 'frozen', tries: 0, minute: null, score: null });
    expect(JSON.stringify(frozen)).not.toMatch(/"tries":2/);
    const jury = await board(organiser, id);
    expect(jury.isFrozen).toBe(false);
    expect(jury.rows.find((row) => row.name === 'Bob Byte')).toMatchObject({ solved: 2, cells: [{ state: 'solved', tries: 1 }, { state: 'first' }, { state: 'none' }] });

    // Unfreezing waits for the end; then everyone sees the final standings.
    expect((await call.post(organiser, `/api/app/contests/${id}/clock`, { action: 'unfreeze' })).json()).toMatchObject({ error: 'The scoreboard can be unfrozen once the contest has ended.' });
    expect((await call.post(ada.token, `/api/app/contests/${id}/clock`, { action: 'end-now' })).statusCode).toBe(403);
    // The clock counts whole seconds: a jury ends the contest at least a second after it froze the board.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call.post(organiser, `/api/app/contests/${id}/clock`, { action: 'end-now' })).statusCode).toBe(200);
    expect((await board(ada.token, id)).isFrozen).toBe(true);
    expect((await submitAs(ada.token, 'B', 'print(1)')).json()).toMatchObject({ error: 'Your contest time is over.' });
    // Row by row from the bottom, as a resolver: the lowest row with frozen tries is Bob's.
    expect((await call.post(organiser, `/api/app/contests/${id}/clock`, { action: 'reveal-next' })).statusCode).toBe(200);
    const revealed = await board(ada.token, id);
    expect(revealed.isFrozen).toBe(true);
    expect(revealed.rows.find((row) => row.name === 'Bob Byte')?.cells[0]).toMatchObject({ state: 'solved', tries: 1 });
    expect(((await call.get(organiser, `/api/app/contests/${id}`)).json() as ContestDetail).revealedCount).toBe(1);
    expect((await call.post(organiser, `/api/app/contests/${id}/clock`, { action: 'unfreeze' })).statusCode).toBe(200);
    const final = await board(ada.token, id);
    expect(final.isFrozen).toBe(false);
    expect(final.rows.map((row) => [row.rank, row.name, row.solved])).toEqual([
      [1, 'Bob Byte', 2],
      [2, 'Ada Lovelace', 1],
    ]);

    // A third learner takes part virtually: at their minute 0 nobody has solved anything yet.
    const cy = await registerAccount(t.app, { firstname: 'Cy', lastname: 'Later' });
    expect((await call.post(cy.token, `/api/app/contests/${id}/register`)).json()).toMatchObject({ error: 'This contest has ended: you can take part virtually.' });
    expect((await call.post(cy.token, `/api/app/contests/${id}/virtual`)).statusCode).toBe(200);
    const virtual = await board(cy.token, id);
    expect(virtual.atMinute).toBe(0);
    expect(virtual.rows.map((row) => [row.name, row.solved, row.isVirtual])).toEqual([
      ['Ada Lovelace', 0, false],
      ['Bob Byte', 0, false],
      ['Cy Later', 0, true],
    ]);
    expect((await submitAs(cy.token, 'C', acceptedPython('print-1-to-n'))).statusCode).toBe(201);
    await judged(cy.token, id, 1);
    expect((await board(cy.token, id)).rows[0]).toMatchObject({ name: 'Cy Later', solved: 1, penalty: 0 });
    // The official standings do not show virtual participants.
    expect((await board(ada.token, id)).rows.map((row) => row.name)).toEqual(['Bob Byte', 'Ada Lovelace']);
    // The jury's clock is in the audit log.
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['contest.create', 'contest.end-now', 'contest.freeze-now', 'contest.reveal-next', 'contest.unfreeze']);
    const list = (await call.get(cy.token, '/api/app/contests')).json() as ContestListAnswer;
    expect(list.contests.find((contest) => contest.id === id)).toMatchObject({ phase: 'ended', participation: { kind: 'virtual' } });
  });

  it('a window contest: each learner starts their own clock within the window, and their tries count from it', async () => {
    const learner = await registerAccount(t.app);
    const body = contestBody({ startsAt: new Date(Date.now() - 3 * 3_600_000).toISOString(), durationMinutes: 60, freezeMinutes: 0, windowEndsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const { id } = (await call.post(organiser, '/api/app/contests', body)).json() as { id: string };
    expect((await call.post(learner.token, `/api/app/contests/${id}/start`)).json()).toMatchObject({ error: 'Register for the contest first.' });
    await call.post(learner.token, `/api/app/contests/${id}/register`);
    const waiting = (await call.get(learner.token, `/api/app/contests/${id}`)).json() as ContestDetail;
    expect(waiting).toMatchObject({ phase: 'running', problems: [], participation: { kind: 'official', startedAt: null } });
    expect((await call.post(learner.token, `/api/app/contests/${id}/submissions`, { problemLabel: 'A', language: 'python', code: 'print(1)' })).json()).toMatchObject({ error: 'Your contest time has not started.' });
    expect((await call.post(learner.token, `/api/app/contests/${id}/start`)).statusCode).toBe(200);
    const started = (await call.get(learner.token, `/api/app/contests/${id}`)).json() as ContestDetail;
    expect(started.problems).toHaveLength(3);
    expect(Date.parse(started.participation?.endsAt ?? '') - Date.parse(started.participation?.startedAt ?? '')).toBe(60 * 60_000);
    expect((await call.post(learner.token, `/api/app/contests/${id}/submissions`, { problemLabel: 'C', language: 'python', code: acceptedPython('print-1-to-n') })).statusCode).toBe(201);
    const [mine] = (await judged(learner.token, id, 1)) ?? [];
    expect(mine).toMatchObject({ problemLabel: 'C', status: 'Accepted', contestMinute: 0 });
    expect((await board(learner.token, id)).rows[0]).toMatchObject({ solved: 1, penalty: 0 });
    for (let question = 0; question < 5; question += 1) await call.post(learner.token, `/api/app/contests/${id}/clarifications`, { problemLabel: null, question: `Question ${question}?` });
    expect((await call.post(learner.token, `/api/app/contests/${id}/clarifications`, { problemLabel: null, question: 'One more?' })).json()).toMatchObject({ error: 'Too many questions. Please wait a minute and ask again.' });
  });

  it('teams of up to three where the contest allows them: one row, one clock, every member’s tries on it', { timeout: 180_000 }, async () => {
    const [ada, bob, cy, dan] = await Promise.all(['Ada', 'Bob', 'Cy', 'Dan'].map((firstname) => registerAccount(t.app, { firstname, lastname: 'Team' })));
    if (!ada || !bob || !cy || !dan) throw new Error('accounts');
    const solo = (await call.post(organiser, '/api/app/contests', contestBody())).json() as { id: string };
    expect((await call.post(ada.token, `/api/app/contests/${solo.id}/register`, { teamName: 'Owls', teammates: [bob.user.email] })).json()).toMatchObject({ error: 'Learners take part in this contest on their own.' });
    const { id } = (await call.post(organiser, '/api/app/contests', contestBody({ maxTeamSize: 3 }))).json() as { id: string };
    expect(((await call.get(ada.token, `/api/app/contests/${id}`)).json() as ContestDetail).maxTeamSize).toBe(3);
    const register = (token: string, body: object) => call.post(token, `/api/app/contests/${id}/register`, body);
    expect((await register(ada.token, { teamName: 'Owls', teammates: [bob.user.email, cy.user.email, dan.user.email] })).statusCode).toBe(400);
    expect((await register(ada.token, { teamName: 'Owls', teammates: ['nobody-here@example.com'] })).json()).toMatchObject({ error: 'No account has the e-mail nobody-here@example.com.' });
    expect((await register(ada.token, { teamName: 'Owls', teammates: [bob.user.email, cy.user.email] })).statusCode).toBe(200);
    expect((await register(dan.token, { teamName: 'Larks', teammates: [bob.user.email] })).json()).toMatchObject({ error: `${bob.user.email.toLowerCase()} takes part in this contest already.` });
    expect((await register(dan.token, {})).statusCode).toBe(200);

    // Bob and Cy submit for the team; the board has one row for the three of them.
    expect(((await call.get(cy.token, `/api/app/contests/${id}`)).json() as ContestDetail).participation).toMatchObject({ kind: 'official', teamName: 'Owls' });
    const submitAs = (token: string, problemLabel: string, code: string) => call.post(token, `/api/app/contests/${id}/submissions`, { problemLabel, language: 'python', code });
    expect((await submitAs(bob.token, 'A', 'print("Odd")')).statusCode).toBe(201);
    expect((await submitAs(cy.token, 'A', acceptedPython('even-or-odd'))).statusCode).toBe(201);
    const teamTries = await judged(ada.token, id, 2);
    expect(teamTries?.map((item) => item.status).sort()).toEqual(['Accepted', 'Wrong Answer']);
    const shown = await board(dan.token, id);
    expect(shown.rows.map((row) => [row.name, row.solved, row.penalty])).toEqual([
      ['Owls', 1, 30 + 20],
      ['Dan Team', 0, 0],
    ]);
    // The CLICS API has the team by its name, within the schemas.
    const teams = (await call.get(organiser, `/api/contests/${id}/teams`)).json() as { name: string }[];
    expect(teams.map((team) => team.name).sort()).toEqual(['Dan Team', 'Owls']);
    expect(clicsValidator(true)('teams', teams)).toEqual([]);

    // Two teams naming the same learner at the same moment: one is registered, the other told why (not a 500).
    const [eve, fay, gus] = await Promise.all(['Eve', 'Fay', 'Gus'].map((firstname) => registerAccount(t.app, { firstname, lastname: 'Race' })));
    if (!eve || !fay || !gus) throw new Error('accounts');
    const raced = await Promise.all([register(eve.token, { teamName: 'Hawks', teammates: [gus.user.email] }), register(fay.token, { teamName: 'Kites', teammates: [gus.user.email] })]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('invitation and join-code contests let in only whom they should; extra time lengthens one learner’s contest', async () => {
    const invited = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const { id } = (await call.post(organiser, '/api/app/contests', contestBody({ access: 'invite' }))).json() as { id: string };
    expect((await call.post(organiser, `/api/app/contests/${id}/invites`, { emails: [invited.user.email] })).json()).toEqual({ invited: 1 });
    expect((await call.get(stranger.token, `/api/app/contests/${id}`)).statusCode).toBe(404);
    expect(((await call.get(stranger.token, '/api/app/contests')).json() as ContestListAnswer).contests.some((contest) => contest.id === id)).toBe(false);
    expect((await call.post(stranger.token, `/api/app/contests/${id}/register`)).json()).toMatchObject({ error: 'This contest is by invitation only.' });
    expect((await call.post(invited.token, `/api/app/contests/${id}/register`)).statusCode).toBe(200);
    expect((await call.post(organiser, `/api/app/contests/${id}/extra-time`, { email: invited.user.email, extraMinutes: 15 })).statusCode).toBe(200);
    const mine = (await call.get(invited.token, `/api/app/contests/${id}`)).json() as ContestDetail;
    expect(Date.parse(mine.participation?.endsAt ?? '') - Date.parse(mine.startsAt)).toBe((120 + 15) * 60_000);

    const coded = (await call.post(organiser, '/api/app/contests', contestBody({ access: 'code', joinCode: 'owls-at-night' }))).json() as { id: string };
    expect((await call.post(stranger.token, `/api/app/contests/${coded.id}/register`, { code: 'wrong' })).json()).toMatchObject({ error: 'That join code is not right.' });
    expect((await call.post(stranger.token, `/api/app/contests/${coded.id}/register`, { code: 'owls-at-night' })).statusCode).toBe(200);
  });
});
