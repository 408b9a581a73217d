import { Link } from 'react-router';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { Card } from '@/components/ui/card';
import { TableHead } from '@/components/ui/table-head';
import { focusRing } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { difficultyBadgeClasses } from '@/lib/problem-display';
import { formatMemory, formatRuntime, languageLabel } from '../submission-rules';
import { SubmissionStatusBadge } from './submission-status';

const columns = ['#', 'Status', 'Problem', 'Difficulty', 'Language', 'Runtime', 'Memory', 'Submitted'];

type SubmissionRow = { submission: SubmissionListItem; number: number };

/** Every row opens the details, and its number is the keyboard's way there; the problem name opens the problem. */
export function SubmissionTable({ rows, onOpen }: { rows: SubmissionRow[]; onOpen: (submission: SubmissionListItem) => void }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(({ submission, number }) => (
            <tr
              key={submission.id}
              data-testid="submission-row"
              onClick={() => onOpen(submission)}
              className="cursor-pointer text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50"
            >
              <td className="px-4 py-3 font-mono">
                <button type="button" aria-label={`Submission ${number} details`} className={`rounded hover:text-indigo-600 ${focusRing}`}>
                  {number}
                </button>
              </td>
              <td className="px-4 py-3">
                <SubmissionStatusBadge status={submission.status} />
              </td>
              <td className="px-4 py-3">
                <Link
                  to={paths.app.solve(submission.problemId)}
                  onClick={(event) => event.stopPropagation()}
                  className={`rounded font-medium text-slate-900 hover:text-indigo-600 hover:underline dark:text-white dark:hover:text-indigo-400 ${focusRing}`}
                >
                  {submission.problem}
                </Link>
              </td>
              <td className="px-4 py-3">
                <span className={difficultyBadgeClasses(submission.difficulty)}>{submission.difficulty}</span>
              </td>
              <td className="px-4 py-3">{languageLabel(submission.language)}</td>
              <td className="px-4 py-3">{formatRuntime(submission.status, submission.runtime)}</td>
              <td className="px-4 py-3">{formatMemory(submission.status, submission.memory)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <RelativeTime iso={submission.submittedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
