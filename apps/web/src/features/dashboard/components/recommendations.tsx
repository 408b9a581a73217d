import type { RecommendedProblem } from '@codepath/contract/dashboard';
import { Card } from '@/components/ui/card';
import { SolveInNewTab } from '@/components/ui/solve-in-new-tab';
import { difficultyBadgeClasses, STATUS_LABELS, STATUS_TEXT_CLASSES } from '@/lib/problem-display';

/** Up to three problems to do next; each opens the solve page in a new tab. */
export function Recommendations({ problems }: { problems: RecommendedProblem[] }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Activity and Recommendations</h2>
      {problems.length === 0 ? (
        <div className="py-8 text-center">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">Welcome!</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Please visit our Problems page to start solving problems.</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {problems.map((problem) => (
            <li key={problem.id} data-testid="recommendation" className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <div className="min-w-0 space-y-1">
                <p className="font-medium text-slate-900 dark:text-white">{problem.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  <span className={difficultyBadgeClasses(problem.difficulty)}>{problem.difficulty}</span>
                  <span className={STATUS_TEXT_CLASSES[problem.status]}>{STATUS_LABELS[problem.status]}</span>
                  <span>{problem.category}</span>
                </p>
              </div>
              <SolveInNewTab problemId={problem.id} title={problem.title} status={problem.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
