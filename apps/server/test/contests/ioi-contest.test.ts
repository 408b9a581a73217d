import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scoreboard } from '@codepath/contract/contests';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { repositoryRoot } from '../../src/paths.ts';
import { registerAccount } from '../support/accounts.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { acceptedPython, api, contestBody, eventually } from './contest-client.ts';
import { clicsValidator } from './clics-schemas.ts';

// IOI rules on a scoring problem (the judge's fixture: group1 40 points, group2 60) and a
// pass-fail one: the sum of each problem's best score, and the CLICS scoreboard of type score.
const FIXTURES = path.join(repositoryRoot, 'packages', 'judge', 'test', 'fixtures', 'scoring', 'sum-2025-09');
const fixture = (file: string) => fs.readFileSync(path.join(FIXTURES, 'submissions', file), 'utf8');

describe('an IOI contest', () => {
  let t: JudgingTestApp;
  let call: ReturnType<typeof api>;
  let jury: string;

  beforeAll(async () => {
    const problemsDir = makeProblemsDir(['print-1-to-n']);
    fs.cpSync(FIXTURES, path.join(problemsDir, 'sum-groups'), { recursive: true });
    t = await createJudgingTestApp(problemsDir, { judgeConcurrency: 1 });
    call = api(t.app);
    const organiser = await registerAccount(t.app);
    await changeRolesByEmail(t.app.db, organiser.user.email, { add: ['teacher'] }, 'command line');
    jury = organiser.token;
  });
  afterAll(() => t?.close());

  it("adds each problem's best score, from the package's scoring groups", { timeout: 180_000 }, async () => {
    const body = contestBody({ rules: 'ioi', freezeMinutes: 0, problems: [{ problemId: 'sum-groups', color: '#8e24aa' }, { problemId: 'print-1-to-n', color: '#00acc1' }] });
    const { id } = (await call.post(jury, '/api/app/contests', body)).json() as { id: string };
    const ada = await registerAccount(t.app, { firstname: 'Ada', lastname: 'Lovelace' });
    const bob = await registerAccount(t.app, { firstname: 'Bob', lastname: 'Byte' });
    for (const learner of [ada, bob]) await call.post(learner.token, `/api/app/contests/${id}/register`);
    const submitAs = (token: string, problemLabel: string, code: string) => call.post(token, `/api/app/contests/${id}/submissions`, { problemLabel, language: 'python', code });
    await submitAs(ada.token, 'A', fixture('partially_accepted/absolute.py'));
    await submitAs(ada.token, 'B', acceptedPython('print-1-to-n'));
    await submitAs(bob.token, 'A', fixture('partially_accepted/absolute.py'));
    await submitAs(bob.token, 'A', 'print(0)');
    const board = await eventually(async () => {
      const shown = (await call.get(jury, `/api/app/contests/${id}/scoreboard`)).json() as Scoreboard;
      return shown.rows.every((row) => row.cells.every((cell) => cell.state !== 'pending')) && shown.rows.some((row) => row.score > 0) ? shown : undefined;
    }, 'the verdicts', 150_000);
    expect(board.rows.map((row) => [row.rank, row.name, row.score, row.cells.map((cell) => cell.score)])).toEqual([
      [1, 'Ada Lovelace', 140, [40, 100]],
      [2, 'Bob Byte', 40, [40, null]],
    ]);
    const clics = (await call.get(null, `/api/contests/${id}/scoreboard`)).json() as { rows: { score: { score: number } }[] };
    expect(clics.rows.map((row) => row.score.score)).toEqual([140, 40]);
    for (const validate of [clicsValidator(false), clicsValidator(true)]) {
      expect(validate('scoreboard', clics)).toEqual([]);
      expect(validate('judgements', (await call.get(jury, `/api/contests/${id}/judgements`)).json())).toEqual([]);
      expect(validate('contest', (await call.get(jury, `/api/contests/${id}`)).json())).toEqual([]);
    }
  });
});
