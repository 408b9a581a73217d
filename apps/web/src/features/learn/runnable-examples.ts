import type { Language } from '@codepath/contract/enums';

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
  /** One program shown one after another in several languages (same input, each language once) is one family. */
  family: number;
};

type Block = { language: string; info: string; code: string };

const fencePattern = /^```(\w*)[ \t]*([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
const runnableLanguages: readonly string[] = ['python', 'c', 'cpp', 'java'];

function isRunnableLanguage(language: string): language is Language {
  return runnableLanguages.includes(language);
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
    const previous = examples.at(-1);
    const isSameFamily =
      previous !== undefined &&
      previous.input === input &&
      !examples.some((example) => example.family === previous.family && example.language === block.language);
    const family = isSameFamily ? previous.family : (previous?.family ?? -1) + 1;
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
