import { Link } from 'react-router';
import type { AssignmentSummary } from '@codepath/contract/classes';
import { paths } from '@/config/paths';
import { formatWhen, muted } from './class-ui';

/** Assignments open or coming for a learner, soonest deadline first, with how far they are. */
export function DueList({ assignments }: { assignments: AssignmentSummary[] }) {
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {assignments.map((assignment) => {
        const isOpen = Date.parse(assignment.opensAt) <= Date.now();
        return (
          <li key={assignment.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <Link to={paths.classes.assignment(assignment.classId, assignment.id)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                {assignment.title}
              </Link>
              <p className={muted}>
                {assignment.className} · {isOpen ? `due ${formatWhen(assignment.myDueAt ?? assignment.dueAt)}` : `opens ${formatWhen(assignment.opensAt)}`}
              </p>
            </div>
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {assignment.mySolved ?? 0}/{assignment.problems.length} solved · score {assignment.myScore ?? 0}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
