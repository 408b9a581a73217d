import type { Element, ElementContent, Root } from 'hast';
import { highlightCode } from '@/lib/code-highlighter';

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
  if (!code || !language) return;
  const highlighted = highlightCode(code.children.map(textOf).join(''), language);
  if (!highlighted) return;
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

/**
 * Highlights ```python, ```java, ```c and ```cpp blocks at render time with the app's
 * one highlighter (`lib/code-highlighter.ts`); input, output and text blocks are left plain.
 */
export function rehypeHighlightCourseCode() {
  return (tree: Root) => visit(tree);
}
