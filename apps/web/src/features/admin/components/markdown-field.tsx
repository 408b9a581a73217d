import { useId, useState } from 'react';
import clsx from 'clsx';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { focusRing } from '@/components/ui/button';

const textareaClasses =
  'block w-full rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** Markdown as learners will read it; react-markdown renders no raw HTML. */
export function MarkdownPreview({ text }: { text: string }) {
  if (!text.trim()) return <p className="text-sm text-slate-500 italic dark:text-slate-400">Nothing to preview.</p>;
  return (
    <div className="space-y-3 text-sm leading-6 text-slate-700 dark:text-slate-300 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono dark:[&_code]:bg-slate-800 [&_h2]:text-base [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800 [&_ul]:list-disc">
      <Markdown remarkPlugins={[remarkGfm]}>{text}</Markdown>
    </div>
  );
}

type MarkdownFieldProps = { label: string; value: string; onChange: (value: string) => void; rows?: number };

/** A Markdown text with Write and Preview tabs. */
export function MarkdownField({ label, value, onChange, rows = 6 }: MarkdownFieldProps) {
  const id = useId();
  const [isPreview, setIsPreview] = useState(false);
  const tab = (isActive: boolean) => clsx('rounded-md px-2.5 py-1 text-xs font-medium', focusRing, isActive ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800');
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</label>
        <div className="flex gap-1" role="group" aria-label={`${label}: write or preview`}>
          <button type="button" className={tab(!isPreview)} aria-pressed={!isPreview} onClick={() => setIsPreview(false)}>Write</button>
          <button type="button" className={tab(isPreview)} aria-pressed={isPreview} onClick={() => setIsPreview(true)}>Preview</button>
        </div>
      </div>
      {isPreview ? (
        <div className="min-h-24 rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-testid="markdown-preview">
          <MarkdownPreview text={value} />
        </div>
      ) : (
        <textarea id={id} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} className={textareaClasses} />
      )}
    </div>
  );
}

export { textareaClasses };
