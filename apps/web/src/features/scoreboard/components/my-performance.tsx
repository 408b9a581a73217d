import { Difficulty, Language, LANGUAGE_LABELS } from '@codepath/contract/enums';
import type { BreakdownRow, DifficultyBreakdownRow, ScoreSummary } from '@codepath/contract/score-board';
import { Card } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { scoreTextClasses } from '@/lib/score-colour';


/**
 * "1/23 solved · 3 attempted" for a difficulty (solved of the catalogue's problems, as the dashboard and the
 * problem list count them), "1 solved · 2 attempted" for a language (every problem can be solved in each).
 */
export function breakdownText(row: BreakdownRow | DifficultyBreakdownRow): string {
  const solved = 'total' in row ? `${row.solved}/${row.total} solved` : `${row.solved} solved`;
  return `${solved} · ${row.attempted} attempted`;
}

function BreakdownList({ title, rows }: { title: string; rows: { label: string; row: BreakdownRow | DifficultyBreakdownRow }[] }) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map(({ label, row }) => (
          <li key={label} className="flex items-center justify-between py-2 text-sm">
            <span className="font-medium text-slate-800 dark:text-slate-200">{label}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {breakdownText(row)} · <span className={scoreTextClasses(row.avgScore)}>avg {row.avgScore}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function MyPerformance({ summary }: { summary: ScoreSummary }) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Average Score" value={`${summary.averageScore}/100`} />
        <StatCard label="Problems Solved" value={`${summary.solvedProblems}/${summary.totalProblems}`} />
        <StatCard label="Hints Used" value={String(summary.hintsUsed)} />
        <StatCard label="Solutions Viewed" value={String(summary.solutionsViewed)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <BreakdownList
          title="Difficulty Breakdown"
          rows={Difficulty.options.map((difficulty) => ({ label: difficulty, row: summary.difficultyBreakdown[difficulty] }))}
        />
        <BreakdownList
          title="Language Performance"
          rows={Language.options.map((language) => ({ label: LANGUAGE_LABELS[language], row: summary.languageBreakdown[language] }))}
        />
      </div>
    </div>
  );
}
