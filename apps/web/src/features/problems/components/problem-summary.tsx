import { Difficulty } from '@codepath/contract/enums';
import { Card } from '@/components/ui/card';
import type { ProblemSummary } from '../problem-list-rules';

const barClasses: Record<Difficulty, string> = {
  Easy: 'bg-emerald-500',
  Medium: 'bg-yellow-500',
  Hard: 'bg-rose-500',
};

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
    </Card>
  );
}

export function ProblemSummaryCards({ summary }: { summary: ProblemSummary }) {
  return (
    <section aria-label="Summary" className="space-y-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Problems" value={String(summary.total)} />
        <StatCard label="Solved" value={`${summary.solved}/${summary.total}`} />
        <StatCard label="Success Rate" value={`${summary.successRate}%`} />
        <StatCard label="Remaining" value={String(summary.remaining)} />
      </div>
      <Card className="grid gap-4 p-5 sm:grid-cols-3">
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
