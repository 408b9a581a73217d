import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/text-field';

/** A field sized by its own width class (search boxes and selects beside a title), not the row's. */
export const compactFieldClasses = (width: string) => clsx(inputClasses.replace(' w-full', ''), 'h-9', width);

/** A titled card of the admin area. */
export function Section({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={clsx('p-5', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

export const tableClasses = 'w-full min-w-[40rem] border-collapse text-left text-sm';
export const headCellClasses = 'border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400';
export const cellClasses = 'border-b border-slate-100 px-3 py-2.5 align-top text-slate-700 dark:border-slate-800/70 dark:text-slate-300';

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function ScrollTable({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="-mx-5 overflow-x-auto px-5" role="region" aria-label={label} tabIndex={0}>
      <table className={tableClasses}>{children}</table>
    </div>
  );
}

type Tone = 'green' | 'red' | 'yellow' | 'blue' | 'grey' | 'indigo';

const toneClasses: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  red: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
  yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  grey: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  indigo: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300',
};

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', toneClasses[tone])}>{children}</span>;
}

const STATE_TONES: Record<string, Tone> = {
  published: 'green',
  draft: 'yellow',
  hidden: 'grey',
  passed: 'green',
  failed: 'red',
  queued: 'blue',
  running: 'indigo',
  none: 'grey',
  done: 'green',
  cancelled: 'grey',
};

const STATE_LABELS: Record<string, string> = {
  none: 'not verified',
  queued: 'waiting',
  running: 'running',
  passed: 'passed',
  failed: 'failed',
  draft: 'draft',
  published: 'published',
  hidden: 'hidden',
  done: 'done',
  cancelled: 'cancelled',
};

/** A problem's, a verification's or a job's state. */
export function StateBadge({ state }: { state: string }) {
  return <Badge tone={STATE_TONES[state] ?? 'grey'}>{STATE_LABELS[state] ?? state}</Badge>;
}

export function VerdictBadge({ verdict }: { verdict: string }) {
  const tone: Tone = verdict === 'Accepted' ? 'green' : verdict === 'Queued' || verdict === 'Running' ? 'blue' : verdict === 'Internal Error' ? 'grey' : 'red';
  return <Badge tone={tone}>{verdict}</Badge>;
}

/** A short line for empty lists. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}
