import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language, Verdict } from '@codepath/contract/enums';
import { createJudge } from '../src/judge.ts';
import { readProblemPackage } from '../src/package/read-package.ts';
import { verifyPackage } from '../src/verify.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'verdicts', 'sum');

const LANGUAGE_OF_EXTENSION: Record<string, Language> = { '.py': 'python', '.c': 'c', '.cpp': 'cpp', '.java': 'java' };
const EVERY_SUBMISSION_VERDICT: Verdict[] = [
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  'Output Limit Exceeded',
];

describe('judge verify on the verdict fixture', () => {
  it('judges every submission as its folder says, producing every verdict in all four languages', async () => {
    const judge = createJudge();
    const report = await verifyPackage(judge, FIXTURE, { concurrency: 2 });
    const mismatches = report.rows.filter((row) => !row.isMatch);
    expect(mismatches).toEqual([]);
    expect(report.isOk).toBe(true);

    const seen = new Set(report.rows.map((row) => `${LANGUAGE_OF_EXTENSION[path.extname(row.submission)]}:${row.got}`));
    for (const language of ['python', 'c', 'cpp', 'java'] as const) {
      for (const verdict of EVERY_SUBMISSION_VERDICT) expect(seen, `${language} ${verdict}`).toContain(`${language}:${verdict}`);
    }
    expect(report.rows.filter((row) => row.submission.startsWith('templates/')).map((row) => row.got)).toEqual(Array(4).fill('Wrong Answer'));
  }, 240_000);

  it('reports each test through the callback as it finishes, and how the limits were enforced', async () => {
    const judge = createJudge();
    const pkg = readProblemPackage(FIXTURE);
    const seen: string[] = [];
    const result = await judge.gradeSubmission({
      pkg,
      language: 'c',
      source: 'int main(void){return 0;}\n',
      mode: 'all',
      onTestResult: (test) => seen.push(`${test.index} ${test.name} ${test.verdict}`),
    });
    expect(seen).toEqual(['1 sample/01 Wrong Answer', '2 secret/a-small/01 Wrong Answer', '3 secret/b-large/01 Wrong Answer']);
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.enforcement?.memory).toMatch(/^cgroup v[12] memory limit$/);
  }, 60_000);
});
