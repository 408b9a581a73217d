import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { ContestPhase } from '@codepath/contract/contests';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/text-field';

export const fieldClasses = (width = 'w-full') => clsx(inputClasses.replace(' w-full', ''), 'h-10', width);
export const textAreaClasses = clsx(inputClasses.replace(' h-11', ''), 'min-h-24 py-2');
export const codeAreaClasses = clsx(textAreaClasses, 'font-mono');
export const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300';
export const headCellClasses = 'border-b border-slate-200 px-2 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400';
export const cellClasses = 'border-b border-slate-100 px-2 py-2 align-middle text-sm text-slate-700 dark:border-slate-800/70 dark:text-slate-300';

export function Panel({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={clsx('min-w-0 p-4 sm:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

const PHASE: Record<ContestPhase, { label: string; classes: string }> = {
  upcoming: { label: 'Upcoming', classes: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300' },
  running: { label: 'Running', classes: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300' },
  ended: { label: 'Ended', classes: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300' },
};

export function Pill({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', className ?? 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300')}>{children}</span>;
}

export function PhaseBadge({ phase }: { phase: ContestPhase }) {
  return <Pill className={PHASE[phase].classes}>{PHASE[phase].label}</Pill>;
}

/** A problem's label on its colour, with text dark or light enough to read on it. */
export function LabelBalloon({ label, color, size = 'md' }: { label: string; color: string; size?: 'sm' | 'md' }) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  const isLight = ((r ?? 0) * 299 + (g ?? 0) * 587 + (b ?? 0) * 114) / 1000 > 150;
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-flex shrink-0 items-center justify-center rounded-full font-bold', size === 'sm' ? 'h-6 w-6 text-xs' : 'h-8 w-8 text-sm', isLight ? 'text-slate-900' : 'text-white')}
      style={{ backgroundColor: color }}
    >
      {label}
    </span>
  );
}

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
