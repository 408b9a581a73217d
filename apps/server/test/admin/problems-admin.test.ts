import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAnswer } from '@codepath/contract/admin-audit';
import type { AdminProblemDetail } from '@codepath/contract/admin-problems';
import { unpackUpload } from '../../src/features/admin/problems/unpack-upload.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { submitAndWait } from '../judging/support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { helloZip, registerAdmin, uploadArchive, waitForVerification } from './admin-app.ts';

let t: JudgingTestApp;
let admin: string;
let adminEmail: string;
let learner: string;

beforeAll(async () => {
  t = await createJudgingTestApp(makeProblemsDir([]));
  const account = await registerAdmin(t.app);
  admin = account.token;
  adminEmail = account.user.email;
  learner = (await registerAccount(t.app)).token;
});
afterAll(() => t?.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const learnerSees = async () => ((await get(learner, '/api/problems')).json() as { id: string }[]).map((problem) => problem.id);

describe('problems in the admin area', () => {
  it('uploads a Kattis zip as a draft, verifies it on a worker, publishes it, and learners then see and solve it', async () => {
    const uploaded = await uploadArchive(t.app, admin, '/api/admin/problems/upload?fileName=hello.zip', await helloZip());
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ slug: 'hello', version: 1, isNewVersion: true, verifyJobId: expect.any(String) });
    expect(uploaded.json().warnings).toContain('templates/ missing: plain stdin/stdout skeletons are served');
    expect(await learnerSees()).not.toContain('hello');
    expect((await get(learner, '/api/problems/hello')).statusCode).toBe(404);

    const verified = await waitForVerification(t.app, admin, 'hello', 1);
    const [version] = verified.versions;
    expect(version?.verify).toMatchObject({ state: 'passed', total: 2, packageError: null });
    expect(version?.verify.rows.map((row) => [row.submission, row.got, row.isMatch]).sort()).toEqual([
      ['submissions/accepted/hello.py', 'Accepted', true],
      ['submissions/wrong_answer/bye.py', 'Wrong Answer', true],
    ]);
    expect(verified.problem).toMatchObject({ visibility: 'draft', publishedVersion: null, latestVerify: 'passed', title: 'Hello World' });

    const published = await post(admin, '/api/admin/problems/hello/versions/1/publish');
    expect(published.statusCode).toBe(200);
    expect((published.json() as AdminProblemDetail).problem).toMatchObject({ visibility: 'published', publishedVersion: 1 });
    expect(await learnerSees()).toContain('hello');
    const solved = await submitAndWait(t.app, learner, { code: 'print("Hello World!")', language: 'python', problemId: 'hello' });
    expect(solved.final).toMatchObject({ verdict: 'Accepted', score: 100 });
  });

  it('keeps learners on the published version while a new one is a draft, and serves any version as a zip', async () => {
    const second = await uploadArchive(t.app, admin, '/api/admin/problems/hello/versions?fileName=hello-v2.zip', await helloZip({ secretAnswer: 'Hello, World!' }));
    expect(second.json()).toMatchObject({ slug: 'hello', version: 2, isNewVersion: true });
    const same = await uploadArchive(t.app, admin, '/api/admin/problems/hello/versions', await helloZip({ secretAnswer: 'Hello, World!' }));
    expect(same.json()).toMatchObject({ version: 2, isNewVersion: false, verifyJobId: null });
    const detail = await waitForVerification(t.app, admin, 'hello', 2);
    // The accepted solution no longer matches the changed test: verification fails and publishing is refused.
    expect(detail.versions[0]?.verify.state).toBe('failed');
    const refused = await post(admin, '/api/admin/problems/hello/versions/2/publish');
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', error: 'Only a version that passed its verification can be published. Verify it first.' });
    expect(detail.problem.publishedVersion).toBe(1);

    const archive = await get(admin, '/api/admin/problems/hello/versions/1/archive');
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toBe('attachment; filename="hello-v1.zip"');
    const files = await unpackUpload(archive.rawPayload, { archiveBytes: 1024 * 1024 });
    try {
      expect(files.folderName).toBe('hello');
    } finally {
      files.remove();
    }
  });

  it('saves metadata as a new version, and hides a problem from learners', async () => {
    const before = (await get(admin, '/api/admin/problems/hello')).json() as AdminProblemDetail;
    expect(before.metadata).toMatchObject({ difficulty: 'Medium', category: null, hints: [], editorial: '' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/problems/hello/metadata',
      headers: bearer(admin),
      payload: { ...before.metadata, difficulty: 'Easy', category: 'Strings', tags: ['output'], hints: ['Print exactly the text.'], baseVersion: before.problem.latestVersion },
    });
    expect(saved.statusCode).toBe(201);
    const after = (await get(admin, '/api/admin/problems/hello')).json() as AdminProblemDetail;
    expect(after.versions[0]).toMatchObject({ version: 3, note: 'edited difficulty, category, tags and hints' });
    expect(after.metadata).toMatchObject({ difficulty: 'Easy', category: 'Strings', tags: ['output'], hints: ['Print exactly the text.'] });
    const stale = await t.app.inject({ method: 'PUT', url: '/api/admin/problems/hello/metadata', headers: bearer(admin), payload: { ...after.metadata, baseVersion: 2 } });
    expect(stale.statusCode).toBe(409);

    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/problems/hello/visibility', headers: bearer(admin), payload: { visibility: 'hidden' } })).statusCode).toBe(200);
    expect(await learnerSees()).not.toContain('hello');
    expect((await get(learner, '/api/problems/hello')).statusCode).toBe(404);
  });

  it('writes every change to the audit log: who, what, when, before and after, newest first', async () => {
    const { entries } = (await get(admin, '/api/admin/audit?search=hello')).json() as AuditAnswer;
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['problem.hide', { visibility: 'published' }, { visibility: 'hidden' }],
      ['problem.verify', null, { version: 3, jobId: expect.any(String) }],
      ['problem.edit', { latestVersion: 2 }, { latestVersion: 3, note: 'edited difficulty, category, tags and hints', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) }],
      ['problem.verify', null, { version: 2, jobId: expect.any(String) }],
      ['problem.upload', { latestVersion: 1 }, { latestVersion: 2, note: 'uploaded hello-v2.zip', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) }],
      ['problem.publish', { version: null, visibility: 'draft' }, { version: 1, visibility: 'published' }],
      ['problem.verify', null, { version: 1, jobId: expect.any(String) }],
      ['problem.upload', null, { latestVersion: 1, note: 'uploaded hello.zip', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) }],
    ]);
    expect(entries.every((entry) => entry.actor.label === adminEmail && entry.targetId === 'hello' && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
    expect(entries.map((entry) => entry.at)).toEqual(entries.map((entry) => entry.at).sort().reverse());
  });

  it('refuses a new problem under a name that exists, and explains a package that cannot be read', async () => {
    const taken = await uploadArchive(t.app, admin, '/api/admin/problems/upload?slug=hello', await helloZip());
    expect(taken.statusCode).toBe(409);
    const broken = await uploadArchive(t.app, admin, '/api/admin/problems/upload?slug=broken', Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/^The archive was refused: it is not a readable zip archive/);
  });
});
