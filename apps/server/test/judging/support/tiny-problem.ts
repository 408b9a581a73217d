import fs from 'node:fs';
import path from 'node:path';

export const SUM_ACCEPTED = 'print(sum(int(x) for x in input().split()))';
export const SUM_WRONG = 'print(0)';

/** A two-test package ("print the sum of one line of integers") for tests that judge many submissions. */
export function writeSumProblem(problemsDir: string, slug = 'line-sum'): string {
  const dir = path.join(problemsDir, slug);
  fs.mkdirSync(path.join(dir, 'data/sample'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'data/secret'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'problem.yaml'), 'name: Line Sum\ndifficulty: Easy\ncategory: Math\n');
  fs.writeFileSync(path.join(dir, 'statement.md'), 'Print the sum of the integers.\n\n## Input\nOne line of integers.\n\n## Output\nTheir sum.\n');
  fs.writeFileSync(path.join(dir, 'data/sample/01.in'), '1 2 3\n');
  fs.writeFileSync(path.join(dir, 'data/sample/01.ans'), '6\n');
  fs.writeFileSync(path.join(dir, 'data/secret/01.in'), '-5 5 10\n');
  fs.writeFileSync(path.join(dir, 'data/secret/01.ans'), '10\n');
  return slug;
}
