import { PARTIALLY_ACCEPTED } from '@codepath/contract/submissions';
const acceptedClasses = 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300';
const pendingClasses = 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300';
const partialClasses = 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200';
const failedClasses = 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300';

export function SubmissionStatusBadge({ status }: { status: string }) {
  const classes =
    status === 'Accepted' ? acceptedClasses : status === PARTIALLY_ACCEPTED ? partialClasses : status === 'Queued' || status === 'Running' ? pendingClasses : failedClasses;
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${classes}`}>{status}</span>;
}
