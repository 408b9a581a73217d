import { Language } from '@codepath/contract/enums';

/**
 * The complete programs of a section, found exactly as the judge suite finds them
 * (packages/judge/test/course-examples.test.ts): a fence whose info string is
 * `<language> runnable`, its `input` block just before and its `output` block just after.
 * The judge proves each prints its output; the reader lets the learner run and edit each.
 */
export type RunnableExample = {
  language: Language;
  code: string;
  input: string;
  expectedOutput: string;
  /**
   * One program shown in several languages in one section is one family: same input,
   * each language once, and outputs that agree (see `outputsAgree`).
   */
  family: number;
};

type Block = { language: string; info: string; code: string };

const fencePattern = /^```(\w*)[ \t]*([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;

const linesOf = (output: string) => output.trim().split('\n').map((line) => line.trim().toLowerCase());
const shapeOf = (lines: readonly string[]) => lines.map((line) => line.split(/\s+/).length).join(',');

/**
 * Versions of one program print nearly the same: the same shape (lines and words, as with
 * Python's `True` and Java's `1`), or at least half the lines of the shorter output alike.
 */
function outputsAgree(first: string, second: string): boolean {
  const [shorter, longer] = [linesOf(first), linesOf(second)].sort((a, b) => a.length - b.length) as [string[], string[]];
  if (shapeOf(shorter) === shapeOf(longer)) return true;
  const shared = shorter.filter((line) => longer.includes(line)).length;
  return shared * 2 >= shorter.length;
}

/** A fence named by the id of any language a learner can write (```rust, ```go …) runs. */
function isRunnableLanguage(language: string): language is Language {
  return Language.safeParse(language).success;
}

export function findRunnableExamples(markdown: string): RunnableExample[] {
  const blocks: Block[] = [...markdown.matchAll(fencePattern)].map((match) => ({
    language: match[1] ?? '',
    info: (match[2] ?? '').trim(),
    code: match[3] ?? '',
  }));
  const examples: RunnableExample[] = [];
  blocks.forEach((block, index) => {
    if (block.info !== 'runnable' || !isRunnableLanguage(block.language)) return;
    const before = blocks[index - 1];
    const after = blocks[index + 1];
    const input = before?.language === 'input' ? before.code : '';
    const expectedOutput = after?.language === 'output' ? after.code : '';
    // The Java and C versions may follow a second Python example, so any earlier family may take them in.
    const family = [...examples]
      .reverse()
      .find(
        (earlier) =>
          earlier.input === input &&
          outputsAgree(earlier.expectedOutput, expectedOutput) &&
          !examples.some((example) => example.family === earlier.family && example.language === block.language),
      )?.family ?? Math.max(-1, ...examples.map((example) => example.family)) + 1;
    examples.push({ language: block.language, code: block.code, input, expectedOutput, family });
  });
  return examples;
}

/** The example a rendered code block shows (the renderer drops the fence's last newline). */
export function findExampleFor(examples: readonly RunnableExample[], language: string, code: string): RunnableExample | undefined {
  const wanted = code.replace(/\n$/, '');
  return examples.find((example) => example.language === language && example.code.replace(/\n$/, '') === wanted);
}

export function familyOf(examples: readonly RunnableExample[], example: RunnableExample): RunnableExample[] {
  return examples.filter((candidate) => candidate.family === example.family);
}
