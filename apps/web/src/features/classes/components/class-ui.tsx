import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { CellStatus } from '@codepath/contract/classes';
import { Card } from '@/components/ui/card';

/** A titled card of the classes area. */
export function Panel({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={clsx('p-4 sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

export const headCell = 'border-b border-slate-200 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400';
export const bodyCell = 'border-b border-slate-100 px-3 py-2.5 align-top text-sm text-slate-700 dark:border-slate-800/70 dark:text-slate-300';

export const muted = 'text-sm text-slate-600 dark:text-slate-400';

const STATUS_CLASSES: Record<CellStatus, string> = {
  solved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  late: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  attempted: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  'not-attempted': 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
};

export const STATUS_LABELS: Record<CellStatus, string> = { solved: 'Solved', late: 'Late', attempted: 'Attempted', 'not-attempted': 'Not attempted' };

export function StatusPill({ status }: { status: CellStatus }) {
  return <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_CLASSES[status])}>{STATUS_LABELS[status]}</span>;
}

/** "Tue, 12 May, 14:00" in the viewer's time zone. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
