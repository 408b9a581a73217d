import clsx from 'clsx';
import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { errorMessage } from '@/lib/error-message';
import { useContestSubmissions } from '../api/get-contest-submissions';
import { cellClasses, headCellClasses, Panel } from './contest-ui';

const statusClasses = (status: string) =>
  status === 'Accepted' ? 'text-emerald-700 dark:text-emerald-300' : status === 'Queued' || status === 'Running' ? 'text-sky-700 dark:text-sky-300' : 'text-rose-700 dark:text-rose-300';

/** The learner's own tries in this contest, newest first, with their verdicts (even during the freeze). */
export function SubmissionsPanel({ contestId }: { contestId: string }) {
  const submissions = useContestSubmissions(contestId, true);
  return (
    <Panel title="My submissions">
      {submissions.isPending ? (
        <LoadingText />
      ) : submissions.isError ? (
        <Banner tone="error">{errorMessage(submissions.error, 'Failed to load submissions')}</Banner>
      ) : submissions.data.submissions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No submissions yet.</p>
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5">
          <table className="w-full min-w-[24rem] border-collapse text-left">
            <thead>
              <tr>{['Minute', 'Problem', 'Language', 'Verdict'].map((title) => <th key={title} className={headCellClasses}>{title}</th>)}</tr>
            </thead>
            <tbody>
              {submissions.data.submissions.map((item) => (
                <tr key={item.id} data-testid="contest-submission">
                  <td className={clsx(cellClasses, 'tabular-nums')}>{item.contestMinute}</td>
                  <td className={cellClasses}>{item.problemLabel}</td>
                  <td className={cellClasses}>{LANGUAGE_LABELS[item.language]}</td>
                  <td className={clsx(cellClasses, 'font-medium', statusClasses(item.status))}>
                    {item.status}
                    {item.points !== null && item.maxPoints !== null && ` (${item.points}/${item.maxPoints})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
