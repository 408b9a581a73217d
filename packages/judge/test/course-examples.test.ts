import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Language } from '@codepath/contract/enums';
import { checkTokens } from '../src/checkers/default-checker.ts';
import { createJudge } from '../src/judge.ts';

/**
 * Every complete program in the Learning Center courses is marked ```<language> runnable,
 * followed by its ```output and optionally preceded by an ```input block. This runs each
 * one through the judge, so a learner who pastes it into the editor sees what the text says.
 */
const contentRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/web/src/features/learn/content',
);

type Block = { language: string; info: string; code: string };
type Example = { name: string; language: Language; code: string; input: string; expectedOutput: string | undefined };

const fencePattern = /^```(\w*)[ \t]*([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(full);
      return entry.name.endsWith('.md') ? [full] : [];
    })
    .sort();
}

function runnableExamples(file: string): Example[] {
  const blocks: Block[] = [...fs.readFileSync(file, 'utf8').matchAll(fencePattern)].map((match) => ({
    language: match[1] ?? '',
    info: (match[2] ?? '').trim(),
    code: match[3] ?? '',
  }));
  const relative = path.relative(contentRoot, file);
  return blocks.flatMap((block, index) => {
    if (block.info !== 'runnable') return [];
    const before = blocks[index - 1];
    const after = blocks[index + 1];
    return [
      {
        name: `${relative} block ${index + 1} (${block.language})`,
        language: Language.parse(block.language),
        code: block.code,
        input: before?.language === 'input' ? before.code : '',
        expectedOutput: after?.language === 'output' ? after.code : undefined,
      },
    ];
  });
}

const examples = markdownFiles(contentRoot).flatMap(runnableExamples);

describe('course examples', () => {
  it('finds runnable examples in all three courses', () => {
    const courses = new Set(examples.map((example) => example.name.split(path.sep)[0]));
    expect(courses).toEqual(new Set(['mastering-techniques', 'problem-solving-foundations', 'programming-101']));
  });

  it.each(examples.map((example) => [example.name, example] as const))('%s prints its expected output', async (_, example) => {
    expect(example.expectedOutput, 'a runnable block needs an output block after it').toBeDefined();
    const result = await judge().runProgram({ language: example.language, source: example.code, stdin: example.input });
    expect({ verdict: result.verdict, stderr: result.stderr }).toEqual({ verdict: 'Accepted', stderr: '' });
    const check = checkTokens(example.expectedOutput ?? '', result.stdout, {
      isCaseSensitive: true,
      isSpaceChangeSensitive: true,
    });
    expect(check.isAccepted, `${check.message}\n--- got ---\n${result.stdout}`).toBe(true);
  }, 60_000);
});

let sharedJudge: ReturnType<typeof createJudge> | undefined;

/** One judge for the file, so each language's self-test runs once. */
function judge() {
  sharedJudge ??= createJudge();
  return sharedJudge;
}
