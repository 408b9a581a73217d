import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { registerAccount } from '../support/accounts.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { acceptedPython, api, contestBody, CONTEST_PROBLEMS, eventually } from './contest-client.ts';
import { clicsValidator } from './clics-schemas.ts';

// Every CLICS endpoint, read by the jury and by the public, during the freeze and after,
// validated against the specification's JSON schemas (json-schema/ of icpc/ccs-specs,
// branch 2023-06, kept in the repository) as published and in its strict mode.

const ENDPOINTS = ['problems', 'teams', 'organizations', 'languages', 'judgement-types', 'submissions', 'judgements', 'runs', 'clarifications'] as const;
const SINGULAR: Record<(typeof ENDPOINTS)[number], string> = {
  problems: 'problem',
  teams: 'team',
  organizations: 'organization',
  languages: 'language',
  'judgement-types': 'judgement-type',
  submissions: 'submission',
  judgements: 'judgement',
  runs: 'run',
  clarifications: 'clarification',
};

describe('the CLICS Contest API', () => {
  let t: JudgingTestApp;
  let call: ReturnType<typeof api>;
  let jury: string;
  let contestId: string;
  const validators = [clicsValidator(false), clicsValidator(true)];
  const expectValid = (schema: string, value: unknown) => {
    for (const validate of validators) expect(validate(schema, value)).toEqual([]);
  };

  beforeAll(async () => {
    t = await createJudgingTestApp(makeProblemsDir([...CONTEST_PROBLEMS]));
    call = api(t.app);
    const organiser = await registerAccount(t.app, { firstname: 'Olga', lastname: 'Organiser' });
    await changeRolesByEmail(t.app.db, organiser.user.email, { add: ['author'] }, 'command line');
    jury = organiser.token;
    contestId = ((await call.post(jury, '/api/app/contests', contestBody())).json() as { id: string }).id;
    const ada = await registerAccount(t.app, { firstname: 'Ada', lastname: 'Lovelace' });
    const bob = await registerAccount(t.app, { firstname: 'Bob', lastname: 'Byte' });
    for (const learner of [ada, bob]) await call.post(learner.token, `/api/app/contests/${contestId}/register`);
    const submitAs = (token: string, problemLabel: string, code: string) => call.post(token, `/api/app/contests/${contestId}/submissions`, { problemLabel, language: 'python', code });
    await submitAs(ada.token, 'A', 'print("Odd")');
    await submitAs(ada.token, 'A', acceptedPython('even-or-odd'));
    await call.post(bob.token, `/api/app/contests/${contestId}/clarifications`, { problemLabel: 'B', question: 'Private question?' });
    await call.post(ada.token, `/api/app/contests/${contestId}/clarifications`, { problemLabel: null, question: 'Public question?' });
    await call.post(jury, `/api/app/contests/${contestId}/announcements`, { problemLabel: null, text: 'Welcome.' });
    const asked = (await call.get(jury, `/api/app/contests/${contestId}/clarifications`)).json() as { clarifications: { id: string; question: string | null }[] };
    for (const item of asked.clarifications.filter((row) => row.question !== null)) {
      await call.post(jury, `/api/app/contests/${contestId}/clarifications/${item.id}/answer`, { answer: 'Read the statement.', isPublic: item.question === 'Public question?' });
    }
    await eventually(async () => {
      const judged = (await call.get(jury, `/api/contests/${contestId}/judgements`)).json() as { judgement_type_id: string | null }[];
      return judged.length === 2 && judged.every((row) => row.judgement_type_id !== null) ? true : undefined;
    }, 'two judgements');
    // The freeze starts now; Bob solves B after it.
    await call.post(jury, `/api/app/contests/${contestId}/clock`, { action: 'freeze-now' });
    await submitAs(bob.token, 'B', acceptedPython('maximum-of-two-numbers'));
    await eventually(async () => (((await call.get(jury, `/api/contests/${contestId}/judgements`)).json() as { judgement_type_id: string | null }[]).filter((row) => row.judgement_type_id === 'AC').length === 2 ? true : undefined), 'the judgement after the freeze');
  }, 120_000);
  afterAll(() => t?.close());

  it('the validator refuses what the schemas do not allow (a missing field; an unknown one in strict mode)', async () => {
    const contest = (await call.get(jury, `/api/contests/${contestId}`)).json() as Record<string, unknown>;
    const [published, strict] = validators;
    expect(published?.('contest', { ...contest, duration: undefined })).not.toEqual([]);
    expect(published?.('contest', { ...contest, extra: 1 })).toEqual([]);
    expect(strict?.('contest', { ...contest, extra: 1 })).not.toEqual([]);
    // Run times are milliseconds in seconds (multipleOf 0.001), whatever the binary fraction of 43 ms.
    const run = { id: 'r1', judgement_id: 'j1', ordinal: 1, judgement_type_id: 'AC', time: contest.start_time, contest_time: '0:00:01.000' };
    expect(published?.('run', { ...run, run_time: 0.043 })).toEqual([]);
    expect(published?.('run', { ...run, run_time: 0.0435 })).not.toEqual([]);
  });

  it('answers every endpoint within the schemas, for the jury and for the public', async () => {
    for (const token of [jury, null]) {
      const contests = await call.get(token, '/api/contests');
      expect(contests.statusCode).toBe(200);
      expectValid('contests', contests.json());
      for (const schema of ['contest', 'state', 'scoreboard', 'access'] as const) {
        const response = await call.get(token, `/api/contests/${contestId}${schema === 'contest' ? '' : `/${schema}`}`);
        expect(response.statusCode).toBe(200);
        expectValid(schema, response.json());
      }
      for (const endpoint of ENDPOINTS) {
        const response = await call.get(token, `/api/contests/${contestId}/${endpoint}`);
        expect(response.statusCode).toBe(200);
        const items = response.json() as { id: string }[];
        expectValid(endpoint, items);
        const first = items[0];
        if (first) {
          const one = await call.get(token, `/api/contests/${contestId}/${endpoint}/${encodeURIComponent(first.id)}`);
          expect(one.statusCode).toBe(200);
          expectValid(SINGULAR[endpoint], one.json());
        }
      }
      const feed = await call.get(token, `/api/contests/${contestId}/event-feed?stream=false`);
      expect(feed.headers['content-type']).toContain('application/x-ndjson');
      const lines = feed.body.trim().split('\n');
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) expectValid('event-feed', JSON.parse(line));
    }
  });

  it('keeps the freeze for public access: later tries are left out, the scoreboard shows only that something is pending', async () => {
    const publicSubmissions = (await call.get(null, `/api/contests/${contestId}/submissions`)).json() as unknown[];
    const jurySubmissions = (await call.get(jury, `/api/contests/${contestId}/submissions`)).json() as unknown[];
    expect([publicSubmissions.length, jurySubmissions.length]).toEqual([2, 3]);
    type Row = { team_id: string; score: { num_solved: number }; problems: { problem_id: string; num_pending: number; num_judged: number; solved: boolean }[] };
    const bobOf = async (token: string | null) => {
      const board = (await call.get(token, `/api/contests/${contestId}/scoreboard`)).json() as { state: { frozen: string | null }; rows: Row[] };
      const teams = (await call.get(token, `/api/contests/${contestId}/teams`)).json() as { id: string; name: string }[];
      const bob = teams.find((team) => team.name === 'Bob Byte');
      return { board, row: board.rows.find((row) => row.team_id === bob?.id) };
    };
    const shown = await bobOf(null);
    expect(shown.board.state.frozen).not.toBeNull();
    expect(shown.row?.problems.find((problem) => problem.problem_id === 'maximum-of-two-numbers')).toMatchObject({ num_pending: 1, num_judged: 0, solved: false });
    expect(shown.row?.score.num_solved).toBe(0);
    expect((await bobOf(jury)).row?.score.num_solved).toBe(1);
    // Public access reads only answers given to all, and questions answered to all.
    const clarifications = (await call.get(null, `/api/contests/${contestId}/clarifications`)).json() as { text: string }[];
    expect(clarifications.map((item) => item.text).sort()).toEqual(['Public question?', 'Read the statement.', 'Welcome.']);
    const feed = (await call.get(null, `/api/contests/${contestId}/event-feed?stream=false`)).body;
    expect(feed).not.toContain('Private question?');
    expect((await call.get(null, `/api/contests/${contestId}/teams/nope`)).statusCode).toBe(404);
  });

  it('opens everything once the jury ends the contest and unfreezes it', async () => {
    await call.post(jury, `/api/app/contests/${contestId}/clock`, { action: 'end-now' });
    await call.post(jury, `/api/app/contests/${contestId}/clock`, { action: 'unfreeze' });
    const state = (await call.get(null, `/api/contests/${contestId}/state`)).json() as Record<string, string | null>;
    expect(state.thawed).not.toBeNull();
    expect(state.end_of_updates).not.toBeNull();
    expectValid('state', state);
    expect(((await call.get(null, `/api/contests/${contestId}/submissions`)).json() as unknown[]).length).toBe(3);
    const board = (await call.get(null, `/api/contests/${contestId}/scoreboard`)).json();
    expectValid('scoreboard', board);
    expect((board as { rows: { score: { num_solved: number } }[] }).rows.map((row) => row.score.num_solved)).toEqual([1, 1]);
  });

  it('keeps the event feed open and sends what changes, as valid lines', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const response = await fetch(`${baseUrl}/api/contests/${contestId}/event-feed`, { headers: { authorization: `Bearer ${jury}` }, signal: controller.signal });
      expect(response.headers.get('content-type')).toContain('application/x-ndjson');
      const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let hasAnnounced = false;
      const seen: { type: string; data: { text?: string }; token: string }[] = [];
      while (!seen.some((event) => event.type === 'clarifications' && event.data.text === 'Stream check.')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the feed ended');
        buffer += value;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines.filter((text) => text.trim() !== '')) {
          const event = JSON.parse(line) as (typeof seen)[number];
          expectValid('event-feed', event);
          seen.push(event);
        }
        if (!hasAnnounced && seen.some((event) => event.type === 'state')) {
          hasAnnounced = true;
          await call.post(jury, `/api/app/contests/${contestId}/announcements`, { problemLabel: null, text: 'Stream check.' });
        }
      }
      // Tokens count the lines this connection was sent.
      expect(seen.map((event) => event.token)).toEqual(seen.map((_, index) => String(index + 1)));
    } finally {
      controller.abort();
    }
  });

  it('an invitation contest is not open to the public', async () => {
    const { id } = (await call.post(jury, '/api/app/contests', contestBody({ access: 'invite' }))).json() as { id: string };
    expect((await call.get(null, `/api/contests/${id}`)).statusCode).toBe(404);
    expect((await call.get(jury, `/api/contests/${id}`)).statusCode).toBe(200);
    expect(((await call.get(null, '/api/contests')).json() as { id: string }[]).some((contest) => contest.id === id)).toBe(false);
  });
});
