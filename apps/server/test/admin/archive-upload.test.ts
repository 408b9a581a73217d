import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveUploadAnswer } from '@codepath/contract/admin-problems';
import { writeHelloPackage, zipFolder } from '../../../../scripts/support/kattis-hello.mjs';
import { bearer, registerAccount } from '../support/accounts.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { registerAdmin, uploadArchive, waitForVerification } from './admin-app.ts';

let t: JudgingTestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await createJudgingTestApp(makeProblemsDir([]));
  admin = (await registerAdmin(t.app)).token;
  learner = (await registerAccount(t.app)).token;
});
afterAll(() => t?.close());

/** A contest's archive: `contest/<problem>/…`, one folder per package. */
async function contestZip(packages: Record<string, (dir: string) => void>): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contest-'));
  try {
    for (const [name, write] of Object.entries(packages)) write(path.join(dir, name));
    return await zipFolder(dir, 'contest');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('an archive of several packages in the admin area', () => {
  it('stores each package as a new problem and verifies it, and reports one it cannot store by folder, with why', async () => {
    const archive = await contestZip({
      greeting: (dir) => writeHelloPackage(dir),
      'second-greeting': (dir) => writeHelloPackage(dir, { name: 'Hello Again' }),
      nameless: (dir) => {
        fs.mkdirSync(path.join(dir, 'data', 'secret'), { recursive: true });
        fs.writeFileSync(path.join(dir, 'problem.yaml'), 'source: somewhere\n');
      },
    });
    const uploaded = await uploadArchive(t.app, admin, '/api/admin/problems/upload-archive?fileName=contest.zip', archive);
    expect(uploaded.statusCode).toBe(201);
    const { packages } = uploaded.json() as ArchiveUploadAnswer;
    expect(packages.map(({ folder, slug, version, error }) => ({ folder, slug, version, error }))).toEqual([
      { folder: 'contest/greeting', slug: 'greeting', version: 1, error: null },
      {
        folder: 'contest/nameless',
        slug: 'nameless',
        version: null,
        error: 'The package is not valid: problem.yaml: field "name": missing, and the statement gives none (\\problemname{…} in a LaTeX statement, a "# " heading in Markdown)',
      },
      { folder: 'contest/second-greeting', slug: 'second-greeting', version: 1, error: null },
    ]);
    expect(packages[0]?.verifyJobId).toEqual(expect.any(String));
    const verified = await waitForVerification(t.app, admin, 'greeting', 1);
    expect(verified.versions[0]?.verify.state).toBe('passed');

    // The same archive again: the names are taken now, each said so; nothing else changes.
    const again = (await uploadArchive(t.app, admin, '/api/admin/problems/upload-archive', archive)).json() as ArchiveUploadAnswer;
    expect(again.packages.filter((row) => row.error === null)).toEqual([]);
  }, 120_000);

  it('refuses an archive without a package, and learners and authors without the role', async () => {
    const empty = await contestZip({ notes: (dir) => fs.mkdirSync(dir) });
    const refused = await uploadArchive(t.app, admin, '/api/admin/problems/upload-archive', empty);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The archive holds no problem package (no folder with a problem.yaml).');
    const byLearner = await t.app.inject({ method: 'POST', url: '/api/admin/problems/upload-archive', headers: { ...bearer(learner), 'content-type': 'application/zip' }, payload: empty });
    expect(byLearner.statusCode).toBe(403);
  });
});
