import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { submissionEvents, submissions } from '../../src/db/schema-judging.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { testConfig } from '../support/test-app.ts';
import { streamToEnd, submitAndWait } from './support/judge-client.ts';
import { migratedDatabaseImage } from '../../src/db/memory-image.ts';

// Distinct words, so any echo of the hidden data is found wherever it ends up.
const HIDDEN_INPUT = 'hiddeninputword';
const HIDDEN_ANSWER = 'hiddenanswerword';

/** Samples pass on "1 2" → "3"; anything else is a hidden test. */
const ECHO_STDIN = 'import sys\nd = sys.stdin.read()\nprint(3 if d.strip() == "1 2" else d)\n';
const ECHO_TO_STDERR_AND_CRASH =
  'import sys\nd = sys.stdin.read()\nif d.strip() == "1 2":\n    print(3)\nelse:\n    sys.stderr.write(d * 50)\n    sys.exit(3)\n';

function writeProblem(problemsDir: string, slug: string, secretGroupYaml?: string): void {
  const dir = path.join(problemsDir, slug);
  const files: Record<string, string> = {
    'problem.yaml': `name: ${slug}\ndifficulty: Easy\ncategory: Math\n`,
    'statement.md': 'Add.\n\n## Input\nTwo integers.\n\n## Output\nTheir sum.\n',
    'data/sample/01.in': '1 2\n',
    'data/sample/01.ans': '3\n',
    'data/secret/01.in': `${HIDDEN_INPUT} 1\n`,
    'data/secret/01.ans': `${HIDDEN_ANSWER}\n`,
    'data/secret/02.in': '5 6\n',
    'data/secret/02.ans': '11\n',
    ...(secretGroupYaml ? { 'data/secret/test_group.yaml': secretGroupYaml } : {}),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

const logLines: string[] = [];
let problemsDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  problemsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-hidden-'));
  writeProblem(problemsDir, 'secret-sum');
  writeProblem(problemsDir, 'open-sum', 'full_feedback: true\n');
  database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  app = await buildApp(testConfig({ problemsDir, logLevel: 'info' }), {
    database,
    jwtSecret: randomJwtSecret(),
    logStream: { write: (line) => logLines.push(line) },
  });
  await app.ready();
  await app.judging.catalogue.importAll();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(problemsDir, { recursive: true, force: true });
});

/** Everything the learner (or a log reader) can see about one submission, as one text. */
async function everythingVisible(token: string, id: string): Promise<string> {
  const detail = await app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) });
  const list = await app.inject({ method: 'GET', url: '/api/submissions', headers: bearer(token) });
  const { response: stream } = await streamToEnd(app, token, id);
  const rows = await database.db.select().from(submissions).where(eq(submissions.id, id));
  const events = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, id));
  return [detail.body, list.body, stream.body, JSON.stringify(rows), JSON.stringify(events), logLines.join('')].join('\n');
}

describe('feedback of hidden tests', () => {
  it('never shows the hidden input or answer to a program that prints its stdin back', async () => {
    const { token } = await registerAccount(app);
    const { id, final } = await submitAndWait(app, token, { code: ECHO_STDIN, language: 'python', problemId: 'secret-sum' });
    expect(final).toMatchObject({ verdict: 'Wrong Answer', passedCount: 1, testCount: 3 });
    const detail = (await app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json();
    expect(detail.output).toBe('Wrong Answer on hidden test 1 of 2');
    expect(detail.tests[1]).toEqual({ index: 2, isSample: false, verdict: 'Wrong Answer', time: expect.any(Number), memory: expect.any(Number) });

    const visible = await everythingVisible(token, id);
    expect(visible).not.toContain(HIDDEN_INPUT);
    expect(visible).not.toContain(HIDDEN_ANSWER);
  });

  it('never shows the stderr of a program that writes its stdin there and crashes', async () => {
    const { token } = await registerAccount(app);
    const { id, final } = await submitAndWait(app, token, { code: ECHO_TO_STDERR_AND_CRASH, language: 'python', problemId: 'secret-sum' });
    expect(final).toMatchObject({ verdict: 'Runtime Error', passedCount: 1 });
    const detail = (await app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json();
    expect(detail.output).toBe('Runtime Error on hidden test 1 of 2\nNon-zero exit code: a program must end with exit code 0');

    const visible = await everythingVisible(token, id);
    expect(visible).not.toContain(HIDDEN_INPUT);
    expect(visible).not.toContain(HIDDEN_ANSWER);
  });

  it('shows the checker message of a secret test group that opts in with full_feedback', async () => {
    const { token } = await registerAccount(app);
    const { id } = await submitAndWait(app, token, { code: ECHO_STDIN, language: 'python', problemId: 'open-sum' });
    const detail = (await app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: bearer(token) })).json();
    expect(detail.output).toMatch(/^Wrong Answer on hidden test 1 of 2\n/);
    expect(detail.output).toContain(HIDDEN_ANSWER);
  });
});
