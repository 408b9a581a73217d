import { useMemo, useState, type ComponentProps, type ReactElement } from 'react';
import clsx from 'clsx';
import type { ElementContent } from 'hast';
import { SquarePen } from 'lucide-react';
import { languageOfFence, LANGUAGE_RECORD } from '@codepath/contract/languages';
import Markdown, { type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Button, focusRing } from '@/components/ui/button';
import { rehypeHighlightCourseCode } from '@/features/learn/highlight-code';
import { familyOf, findExampleFor, findRunnableExamples, type RunnableExample } from '@/features/learn/runnable-examples';
import { ExamplePlayground } from '@/features/learn/components/example-playground';
import '@/features/learn/components/section-markdown.css';

const resultLabels: Record<string, string> = { input: 'Input', output: 'Output' };

/** A block's label: a language's from the contract's record (```rs is Rust), or the example's input or output. */
function blockLabel(language: string): string | undefined {
  const known = languageOfFence(language);
  return known ? LANGUAGE_RECORD[known].label : resultLabels[language];
}

function blockLanguage(children: ComponentProps<'pre'>['children']): string | undefined {
  const code = children as ReactElement<{ className?: string }> | undefined;
  return /language-(\w+)/.exec(code?.props?.className ?? '')?.[1];
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

type CodeBlockProps = ComponentProps<'pre'> & ExtraProps & { examples: readonly RunnableExample[] };

/** A code block; a runnable one has "Try it", which opens it in an editor in its place. */
function CodeBlock({ children, node, examples }: CodeBlockProps) {
  const [isOpen, setIsOpen] = useState(false);
  const language = blockLanguage(children);
  const label = language ? blockLabel(language) : undefined;
  const isResult = language === 'input' || language === 'output';
  const code = node && language ? node.children.map(textOf).join('') : '';
  const example = language ? findExampleFor(examples, language, code) : undefined;
  if (example && isOpen) {
    return <ExamplePlayground family={familyOf(examples, example)} initialLanguage={example.language} onClose={() => setIsOpen(false)} />;
  }
  return (
    <figure className="learn-code my-5 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      {label && (
        <figcaption className="flex items-center justify-between border-b border-slate-200 bg-slate-100 px-4 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-400">
          {label}
          {example && (
            <Button
              variant="secondary"
              size="sm"
              className="-my-0.5 h-7 normal-case"
              onClick={() => setIsOpen(true)}
              aria-label={`Try it: run and edit this ${label} example`}
            >
              <SquarePen className="size-3.5" aria-hidden="true" />
              Try it
            </Button>
          )}
        </figcaption>
      )}
      {/* Long lines scroll sideways, so keyboard users must be able to focus the block to scroll it. */}
      <pre
        tabIndex={0}
        className={clsx(
          'overflow-x-auto p-4 text-sm',
          focusRing,
          isResult ? 'bg-white dark:bg-slate-950' : 'bg-slate-50 dark:bg-slate-900',
        )}
      >
        {children}
      </pre>
    </figure>
  );
}

function Table(props: ComponentProps<'table'>) {
  return (
    <div className={clsx('my-5 overflow-x-auto', focusRing)} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** The section title is the page's level-2 heading, so the text's own headings sit one level below it. */
function SubHeading(props: ComponentProps<'h2'>) {
  return <h3 {...props} />;
}

function MinorHeading(props: ComponentProps<'h3'>) {
  return <h4 {...props} />;
}

export function SectionMarkdown({ markdown }: { markdown: string }) {
  const examples = useMemo(() => findRunnableExamples(markdown), [markdown]);
  const components = useMemo(
    () => ({
      pre: (props: ComponentProps<'pre'> & ExtraProps) => <CodeBlock {...props} examples={examples} />,
      table: Table,
      h2: SubHeading,
      h3: MinorHeading,
    }),
    [examples],
  );
  return (
    <div className="learn-prose">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeHighlightCourseCode]}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
