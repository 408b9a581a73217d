import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';

export type BannerTone = 'error' | 'success' | 'warning' | 'notice' | 'info';

const tones: Record<BannerTone, { classes: string; icon: LucideIcon }> = {
  error: {
    classes: 'border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-500/40 dark:bg-rose-500/10 dark:text-rose-200',
    icon: XCircle,
  },
  success: {
    classes:
      'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200',
    icon: CheckCircle2,
  },
  warning: {
    classes: 'border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-500/40 dark:bg-yellow-500/10 dark:text-yellow-100',
    icon: AlertTriangle,
  },
  notice: {
    classes: 'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-500/40 dark:bg-orange-500/10 dark:text-orange-100',
    icon: AlertTriangle,
  },
  info: {
    classes: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100',
    icon: Info,
  },
};

type BannerProps = { tone: BannerTone; title?: string; children?: ReactNode; className?: string };

/** Errors are announced assertively; everything else politely. */
export function Banner({ tone, title, children, className }: BannerProps) {
  const { classes, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={clsx('flex gap-3 rounded-xl border px-4 py-3 text-sm', classes, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={clsx(title && 'mt-1')}>{children}</div>}
      </div>
    </div>
  );
}
