import { lazy, Suspense, useId, useState } from 'react';
import clsx from 'clsx';
import { Play, RotateCcw, X } from 'lucide-react';
import { LANGUAGE_LABELS, type Language } from '@codepath/contract/enums';
import { Button, focusRing } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { TabList } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/error-message';
import { useTheme } from '@/lib/theme';
import { useRunExample } from '@/features/learn/api/run-example';
import type { RunnableExample } from '@/features/learn/runnable-examples';
import { ExampleResult, type ExampleRun } from '@/features/learn/components/example-result';

/** Monaco is loaded only when a learner opens an example, as on the solve page. */
const CodeEditor = lazy(() => import('@/components/code-editor/code-editor'));

const LINE_HEIGHT_PX = 19;

type ExamplePlaygroundProps = { family: readonly RunnableExample[]; initialLanguage: Language; onClose: () => void };

/** One course example opened in place: language tabs, a small editor, an input box, Run, Reset and the result. */
export function ExamplePlayground({ family, initialLanguage, onClose }: ExamplePlaygroundProps) {
  const baseId = useId();
  const theme = useTheme();
  const [language, setLanguage] = useState(initialLanguage);
  const example = family.find((candidate) => candidate.language === language) ?? family[0]!;
  const [codes, setCodes] = useState<Partial<Record<Language, string>>>({});
  const [input, setInput] = useState(example.input);
  const [run, setRun] = useState<ExampleRun>({ status: 'idle' });
  const runExample = useRunExample();
  // The fence's closing newline would show as an empty last line in the editor.
  const originalCode = example.code.replace(/\n$/, '');
  const code = codes[language] ?? originalCode;
  const editorHeight = Math.min(Math.max(originalCode.split('\n').length, 4), 22) * LINE_HEIGHT_PX + 16;

  const runCode = () => {
    if (run.status === 'running') return;
    setRun({ status: 'running' });
    runExample.mutate(
      { code, language, input },
      {
        onSuccess: (answer) => setRun({ status: 'done', answer }),
        onError: (error) => setRun({ status: 'failed', message: errorMessage(error, 'Failed to execute code') }),
      },
    );
  };

  const reset = () => {
    setCodes((current) => ({ ...current, [language]: undefined }));
    setInput(example.input);
    setRun({ status: 'idle' });
  };

  const chooseLanguage = (next: Language) => {
    const nextExample = family.find((candidate) => candidate.language === next);
    setLanguage(next);
    if (nextExample && input === example.input) setInput(nextExample.input);
    setRun({ status: 'idle' });
  };

  return (
    <figure
      className="learn-code learn-playground my-5 overflow-hidden rounded-xl border border-indigo-300 dark:border-indigo-500/50"
      aria-label={`Editable ${LANGUAGE_LABELS[language]} example`}
    >
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-100 px-2 py-1 dark:border-slate-800 dark:bg-slate-800/60">
        {family.length > 1 ? (
          <TabList
            tabs={family.map((candidate) => ({ id: candidate.language, label: LANGUAGE_LABELS[candidate.language] }))}
            selected={language}
            onSelect={chooseLanguage}
            label="Example language"
            idBase={baseId}
            sharedPanelId={`${baseId}-panel`}
            className="flex gap-1"
            tabClassName={(isSelected) =>
              clsx(
                'rounded-md px-3 py-1 text-xs font-semibold tracking-wide uppercase',
                isSelected
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-900 dark:text-indigo-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )
            }
          />
        ) : (
          <span className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {LANGUAGE_LABELS[language]}
          </span>
        )}
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={reset}>
            <RotateCcw className="size-3.5" aria-hidden="true" />
            Reset
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the editor">
            <X className="size-3.5" aria-hidden="true" />
            Close
          </Button>
        </div>
      </figcaption>
      <div
        id={`${baseId}-panel`}
        {...(family.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-${language}-tab` } : {})}
        style={{ height: editorHeight }}
        className="bg-white dark:bg-[#1e1e1e]"
      >
        <Suspense fallback={<LoadingText />}>
          <CodeEditor
            key={language}
            value={code}
            language={language}
            theme={theme === 'dark' ? 'vs-dark' : 'light'}
            onChange={(next) => setCodes((current) => ({ ...current, [language]: next }))}
            onRun={runCode}
            ariaLabel={`${LANGUAGE_LABELS[language]} example code`}
            isCompact
          />
        </Suspense>
      </div>
      <div className="grid gap-3 border-t border-slate-200 bg-white p-3 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-950">
        <div className="flex flex-col">
          <label htmlFor={`${baseId}-input`} className="mb-1 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
            Input
          </label>
          <textarea
            id={`${baseId}-input`}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Enter input here..."
            spellCheck={false}
            rows={3}
            className="min-h-20 flex-1 resize-y rounded-lg border border-slate-300 bg-white p-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
          <Button className="mt-3 self-start" size="sm" onClick={runCode} disabled={run.status === 'running'}>
            <Play className="size-3.5" aria-hidden="true" />
            Run
          </Button>
        </div>
        <div className="flex flex-col">
          <p className="mb-1 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">Output</p>
          <section
            aria-label="Example output"
            aria-live="polite"
            tabIndex={0}
            className={clsx(
              'min-h-20 flex-1 overflow-auto rounded-lg border border-slate-300 bg-slate-50 p-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
              focusRing,
            )}
          >
            <ExampleResult run={run} expectedOutput={example.expectedOutput} />
          </section>
        </div>
      </div>
    </figure>
  );
}
