import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { ProblemListItem } from '@codepath/contract/problems';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/button';
import { difficultyBadgeClasses } from '@/lib/problem-display';
import { paths } from '@/config/paths';
import type { ProblemSort, SortColumn } from '../problem-list-rules';
import { ProblemStatusLabel, SolveAction } from './problem-status';

const columns: { column: SortColumn; label: string }[] = [
  { column: 'status', label: 'Status' },
  { column: 'title', label: 'Title' },
  { column: 'difficulty', label: 'Difficulty' },
  { column: 'category', label: 'Category' },
];

type ProblemTableProps = { problems: ProblemListItem[]; sort: ProblemSort; onSort: (column: SortColumn) => void };

function SortHeader({ column, label, sort, onSort }: { column: SortColumn; label: string } & Omit<ProblemTableProps, 'problems'>) {
  const isActive = sort.column === column;
  const Icon = !isActive ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-4 py-3">
      <button type="button" onClick={() => onSort(column)} className={`inline-flex items-center gap-1 rounded font-semibold ${focusRing}`}>
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function TitleLink({ problem }: { problem: ProblemListItem }) {
  return (
    <Link to={paths.app.solve(problem.id)} className="font-medium text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-400">
      {problem.title}
    </Link>
  );
}

/** A table from the large breakpoint, a list of cards below it. */
export function ProblemTable({ problems, sort, onSort }: ProblemTableProps) {
  return (
    <>
      <Card className="hidden overflow-hidden lg:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              {columns.map(({ column, label }) => (
                <SortHeader key={column} column={column} label={label} sort={sort} onSort={onSort} />
              ))}
              <th scope="col" className="px-4 py-3 font-semibold">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {problems.map((problem) => (
              <tr key={problem.id} data-testid="problem-row">
                <td className="px-4 py-3">
                  <ProblemStatusLabel status={problem.status} />
                </td>
                <td className="px-4 py-3">
                  <TitleLink problem={problem} />
                </td>
                <td className="px-4 py-3">
                  <span className={difficultyBadgeClasses(problem.difficulty)}>{problem.difficulty}</span>
                </td>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{problem.category}</td>
                <td className="px-4 py-3">
                  <SolveAction problemId={problem.id} title={problem.title} status={problem.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-3 lg:hidden">
        {problems.map((problem) => (
          <li key={problem.id} data-testid="problem-card">
            <Card className="flex items-center justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1.5">
                <TitleLink problem={problem} />
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <span className={difficultyBadgeClasses(problem.difficulty)}>{problem.difficulty}</span>
                  <span>{problem.category}</span>
                </div>
                <ProblemStatusLabel status={problem.status} />
              </div>
              <SolveAction problemId={problem.id} title={problem.title} status={problem.status} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
