import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './code-highlighter';

function classesIn(node: Root | Element): string[] {
  return node.children.flatMap((child) =>
    child.type === 'element' ? [...((child.properties.className as string[] | undefined) ?? []), ...classesIn(child)] : [],
  );
}

describe('highlightCode', () => {
  it.each([
    ['python', 'def f():\n    return 1'],
    ['java', 'public class Main { }'],
    ['c', 'int main(void) { return 0; }'],
    ['cpp', 'int main() { return 0; }'],
  ])('marks the keywords of %s', (language, code) => {
    expect(classesIn(highlightCode(code, language)!)).toContain('hljs-keyword');
  });

  it('leaves a language without a bundled grammar alone', () => {
    expect(highlightCode('SELECT 1', 'sql')).toBeUndefined();
  });
});
