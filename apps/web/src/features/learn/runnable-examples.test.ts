import { describe, expect, it } from 'vitest';
import { familyOf, findExampleFor, findRunnableExamples } from '@/features/learn/runnable-examples';

const files = import.meta.glob<string>('./content/**/*.md', { query: '?raw', import: 'default', eager: true });

const fence = (info: string, body: string) => '```' + info + '\n' + body + '\n```\n';

describe('findRunnableExamples', () => {
  it('finds every block marked runnable in the courses, each with its output', () => {
    const markedCount = Object.values(files).reduce((sum, text) => sum + (text.match(/^```\w+ runnable$/gm)?.length ?? 0), 0);
    const examples = Object.values(files).flatMap(findRunnableExamples);
    expect(examples).toHaveLength(markedCount);
    expect(markedCount).toBeGreaterThanOrEqual(74);
    expect(examples.filter((example) => example.expectedOutput === '')).toEqual([]);
  });

  it('takes the input before and the output after, and groups one program shown in several languages', () => {
    const markdown = [
      fence('input', '3'),
      fence('python runnable', 'print(int(input()) * 2)'),
      fence('output', '6'),
      'The same in Java:\n',
      fence('input', '3'),
      fence('java runnable', 'class Main {}'),
      fence('output', '6'),
      fence('python', 'not runnable'),
      fence('python runnable', 'print(1)'),
      fence('output', '1'),
    ].join('\n');
    const examples = findRunnableExamples(markdown);
    expect(examples.map(({ language, input, expectedOutput, family }) => ({ language, input, expectedOutput, family }))).toEqual([
      { language: 'python', input: '3\n', expectedOutput: '6\n', family: 0 },
      { language: 'java', input: '3\n', expectedOutput: '6\n', family: 0 },
      { language: 'python', input: '', expectedOutput: '1\n', family: 1 },
    ]);
    const java = findExampleFor(examples, 'java', 'class Main {}');
    expect(java?.language).toBe('java');
    expect(familyOf(examples, java!).map((example) => example.language)).toEqual(['python', 'java']);
    expect(findExampleFor(examples, 'python', 'not runnable')).toBeUndefined();
  });

  it('groups the side-by-side Python, Java and C programs of Programming 101', () => {
    const variables = findRunnableExamples(files['./content/programming-101/03-variables.md'] ?? '');
    expect(familyOf(variables, variables[0]!).map((example) => example.language)).toEqual(['python', 'java', 'c']);
    // The Java and C versions of the first program come after a second Python example.
    const input = findRunnableExamples(files['./content/programming-101/04-user-input.md'] ?? '');
    expect(input.map((example) => `${example.family}:${example.language}`)).toEqual(['0:python', '1:python', '0:java', '0:c', '2:python']);
  });

  it('keeps apart programs that only share a language list, not their output', () => {
    const binarySearch = findRunnableExamples(files['./content/mastering-techniques/06-binary-search.md'] ?? '');
    expect(binarySearch.map((example) => example.family)).toEqual([0, 1, 2]);
    const edgeCases = findRunnableExamples(files['./content/problem-solving-foundations/07-constraints-edge-cases.md'] ?? '');
    expect(edgeCases.map((example) => example.family)).toEqual([0, 1]);
  });
});
