import type { RejudgeSummary } from '@codepath/contract/admin-rejudges';

/** How far a rejudge is: a bar of its judged submissions, with the counts beside it. */
export function RejudgeProgress({ rejudge }: { rejudge: RejudgeSummary }) {
  const { counts, total } = rejudge;
  const ended = counts.done + counts.failed + counts.cancelled;
  return (
    <div className="min-w-48">
      <div className="h-2 rounded-full bg-slate-100 dark:bg-slate-800" role="progressbar" aria-label="Rejudge progress" aria-valuemin={0} aria-valuemax={total} aria-valuenow={ended}>
        <div className="h-2 rounded-full bg-indigo-500 transition-all" style={{ width: `${total === 0 ? 0 : (ended / total) * 100}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {ended} of {total} judged · {rejudge.changed} changed
        {counts.failed > 0 ? ` · ${counts.failed} failed` : ''}
        {counts.cancelled > 0 ? ` · ${counts.cancelled} cancelled` : ''}
      </p>
    </div>
  );
}
