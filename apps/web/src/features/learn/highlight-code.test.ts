import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeHighlightCourseCode } from '@/features/learn/highlight-code';

function codeBlock(language: string, text: string): Root {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: [`language-${language}`] },
    children: [{ type: 'text', value: text }],
  };
  return { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] };
}

function codeOf(tree: Root): Element {
  const pre = tree.children[0] as Element;
  return pre.children[0] as Element;
}

const classesIn = (node: Element): string[] =>
  node.children.flatMap((child) =>
    child.type === 'element' ? [...((child.properties.className as string[] | undefined) ?? []), ...classesIn(child)] : [],
  );

describe('course code highlighting', () => {
  it.each(['python', 'java', 'c', 'cpp'])('colours %s keywords', (language) => {
    const tree = codeBlock(language, language === 'python' ? 'for i in range(3):\n    pass' : 'int main() { return 0; }');
    rehypeHighlightCourseCode()(tree);
    expect(codeOf(tree).properties.className).toContain('hljs');
    expect(classesIn(codeOf(tree))).toContain('hljs-keyword');
  });

  it('leaves input and output blocks as plain text', () => {
    const tree = codeBlock('output', 'for 1 in 2');
    rehypeHighlightCourseCode()(tree);
    expect(codeOf(tree).children).toEqual([{ type: 'text', value: 'for 1 in 2' }]);
  });
});
