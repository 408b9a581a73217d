import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/support/accounts.ts';
import { submitAndWait } from '../../../test/judging/support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../../../test/judging/support/judging-app.ts';

/** The judge's packages whose validators and submissions are folders (packages/judge/test/fixtures/folders). */
const FOLDER_FIXTURES = path.resolve(import.meta.dirname, '../../../../../packages/judge/test/fixtures/folders');

let t: JudgingTestApp;

beforeAll(async () => {
  const problemsDir = makeProblemsDir([]);
  fs.cpSync(FOLDER_FIXTURES, problemsDir, { recursive: true });
  t = await createJudgingTestApp(problemsDir);
});
afterAll(() => t.close());

describe('catalogue import of packages whose programs are folders', () => {
  it('imports every layout, a validator folder of sources or of build/run scripts alike', async () => {
    const outcomes = await t.judging.catalogue.importAll();
    expect(outcomes.map(({ slug, result }) => ({ slug, result }))).toEqual([
      { slug: 'product-pair-2025-09', result: 'unchanged' },
      { slug: 'product-pair-legacy', result: 'unchanged' },
      { slug: 'product-pair-scripts', result: 'unchanged' },
    ]);
  });

  it.each(['product-pair-legacy', 'product-pair-2025-09', 'product-pair-scripts'])(
    'judges a learner through the validator folder of %s: accepted, and wrong answer with its message',
    async (problemId) => {
      const { token } = await registerAccount(t.app);
      const accepted = await submitAndWait(t.app, token, { code: 'n = int(input())\nprint(1, n)\n', language: 'python', problemId });
      expect(accepted.final).toMatchObject({ verdict: 'Accepted', passedCount: 5, testCount: 5 });
      const reversed = await submitAndWait(t.app, token, { code: 'n = int(input())\nprint(n, 1)\n', language: 'python', problemId });
      expect(reversed.final).toMatchObject({ verdict: 'Wrong Answer', passedCount: 0, output: expect.stringMatching(/^need 1 <= a <= b/) });
    },
    120_000,
  );
});
