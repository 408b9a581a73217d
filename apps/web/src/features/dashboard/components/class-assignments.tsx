import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useMyClassesSummary } from '@/lib/access';

/** What is due in the learner's classes; nothing at all for someone in no class (the spec's dashboard as it is). */
export function ClassAssignments() {
  const { data } = useMyClassesSummary();
  if (!data || data.classes.length === 0) return null;
  return (
    <Card className="p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your classes</h2>
        <Link to={paths.classes.root} className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">All classes</Link>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{data.classes.map((entry) => entry.name).join(' · ')}</p>
      {data.due.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Nothing is due.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {data.due.slice(0, 5).map((assignment) => (
            <li key={assignment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={paths.classes.assignment(assignment.classId, assignment.id)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                {assignment.title}
              </Link>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {assignment.mySolved ?? 0}/{assignment.problems.length} solved · due {new Date(assignment.myDueAt ?? assignment.dueAt).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
