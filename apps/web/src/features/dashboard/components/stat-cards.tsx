import { Link } from 'react-router';
import { CheckCircle2, Target, Trophy } from 'lucide-react';
import type { DashboardStats } from '@codepath/contract/dashboard';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

const linkClasses = 'text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300';

/** Rank (a dash until ranked), Solved and Success Rate, with links to the score board and the solved problems. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card className="p-5">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Trophy className="size-4" aria-hidden="true" />
          Rank
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" data-testid="rank">
          {stats.rank === 0 ? '-' : `#${stats.rank}`}
        </p>
        <Link to={paths.app.scoreboard} className={linkClasses}>
          View Score Board
        </Link>
      </Card>
      <Card className="p-5">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Solved
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" data-testid="solved">
          {stats.problemsSolved}/{stats.totalProblems}
        </p>
        <Link to={`${paths.app.problems}?status=solved`} className={linkClasses}>
          View solved problems
        </Link>
      </Card>
      <Card className="p-5">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Target className="size-4" aria-hidden="true" />
          Success Rate
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" data-testid="success-rate">
          {stats.successRate}%
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{stats.totalSubmissions} total submissions</p>
      </Card>
    </div>
  );
}
