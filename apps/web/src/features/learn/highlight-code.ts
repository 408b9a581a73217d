import type { Element, ElementContent, Root } from 'hast';
import { createLowlight } from 'lowlight';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import python from 'highlight.js/lib/languages/python';

/**
 * Highlights ```python, ```java, ```c and ```cpp blocks at render time. Only these four
 * grammars are bundled (a general highlighter plugin would pull in dozens); input, output
 * and text blocks are left plain.
 */
const lowlight = createLowlight({ c, cpp, java, python });

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  const languageClass = classes.find((name) => String(name).startsWith('language-'));
  return languageClass === undefined ? undefined : String(languageClass).slice('language-'.length);
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function highlightBlock(pre: Element): void {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const language = code ? languageOf(code) : undefined;
  if (!code || !language || !lowlight.registered(language)) return;
  const highlighted = lowlight.highlight(language, code.children.map(textOf).join(''));
  code.children = highlighted.children as ElementContent[];
  code.properties.className = [...(code.properties.className as string[]), 'hljs'];
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') highlightBlock(child);
    else visit(child);
  }
}

export function rehypeHighlightCourseCode() {
  return (tree: Root) => visit(tree);
}
