import type { ReactNode } from 'react';
import type { ElementContent, Root } from 'hast';
import { highlightCode } from '@/lib/code-highlighter';

function toReact(nodes: (ElementContent | Root['children'][number])[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const classes = node.properties.className;
    return (
      <span key={index} className={Array.isArray(classes) ? classes.join(' ') : undefined}>
        {toReact(node.children)}
      </span>
    );
  });
}

const tokenColours =
  '[&_.hljs-keyword]:text-violet-700 dark:[&_.hljs-keyword]:text-violet-300 [&_.hljs-string]:text-emerald-700 dark:[&_.hljs-string]:text-emerald-300 [&_.hljs-comment]:text-slate-500 [&_.hljs-number]:text-amber-700 dark:[&_.hljs-number]:text-amber-300 [&_.hljs-title]:text-sky-700 dark:[&_.hljs-title]:text-sky-300 [&_.hljs-built_in]:text-rose-700 dark:[&_.hljs-built_in]:text-rose-300 [&_.hljs-type]:text-teal-700 dark:[&_.hljs-type]:text-teal-300';

/** Read-only code with syntax colours, built as React elements (no HTML injection). */
export function HighlightedCode({ code, language }: { code: string; language: string }) {
  const highlighted = highlightCode(code, language);
  const content = highlighted ? toReact(highlighted.children) : code;
  return (
    <pre className={`max-h-80 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900 dark:bg-slate-950 dark:text-slate-100 ${tokenColours}`}>
      <code>{content}</code>
    </pre>
  );
}
