import { Difficulty } from '@codepath/contract/enums';
import { Card } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import type { ProblemSummary } from '../problem-list-rules';

const barClasses: Record<Difficulty, string> = {
  Easy: 'bg-emerald-500',
  Medium: 'bg-yellow-500',
  Hard: 'bg-rose-500',
};


export function ProblemSummaryCards({ summary }: { summary: ProblemSummary }) {
  return (
    <section aria-label="Summary" className="space-y-3 sm:space-y-4">
      <div className="grid grid-cols-4 gap-2 sm:gap-4">
        <StatCard label="Total Problems" value={String(summary.total)} />
        <StatCard label="Solved" value={`${summary.solved}/${summary.total}`} />
        {/* Of the problems, where the dashboard's Success Rate is of the submissions: each says which. */}
        <StatCard label="Success Rate" value={`${summary.successRate}%`} detail="of all problems solved" />
        <StatCard label="Remaining" value={String(summary.remaining)} />
      </div>
      <Card className="grid grid-cols-3 gap-3 p-3 sm:gap-4 sm:p-5">
        {Difficulty.options.map((difficulty) => {
          const { solved, total } = summary.byDifficulty[difficulty];
          const percent = total === 0 ? 0 : Math.round((solved / total) * 100);
          return (
            <div key={difficulty}>
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-800 dark:text-slate-200">{difficulty}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {solved}/{total}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`${difficulty} solved`}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={solved}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div className={`h-full rounded-full ${barClasses[difficulty]}`} style={{ width: `${percent}%` }} />
              </div>
            </div>
          );
        })}
      </Card>
    </section>
  );
}
