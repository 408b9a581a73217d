import { Flame, Clock } from 'lucide-react';
import type { ProgressOverview as Overview } from '@codepath/contract/dashboard';
import { Language, LANGUAGE_LABELS } from '@codepath/contract/enums';
import { LANGUAGE_RECORD } from '@codepath/contract/languages';
import { Card } from '@/components/ui/card';
import { formatMinutes } from '@/lib/format-time';
import { difficultyBarWidths, difficultyScaleNote, heatLevels, languageShares } from '../dashboard-rules';

const heatClasses = [
  'bg-slate-200 dark:bg-slate-800',
  'bg-emerald-200 dark:bg-emerald-900',
  'bg-emerald-400 dark:bg-emerald-700',
  'bg-emerald-500 dark:bg-emerald-500',
  'bg-emerald-700 dark:bg-emerald-300',
];

const languageColour = (language: string): string | undefined => (Language.safeParse(language).success ? LANGUAGE_RECORD[language as Language].chartColour : undefined);

const difficultyRows = [
  { key: 'easy', label: 'Easy', bar: 'bg-emerald-500' },
  { key: 'medium', label: 'Medium', bar: 'bg-yellow-500' },
  { key: 'hard', label: 'Hard', bar: 'bg-rose-500' },
] as const;

function HeatGrid({ days }: { days: Overview['weeklyActivity'] }) {
  const levels = heatLevels(days);
  const activities = days.reduce((sum, day) => sum + day.count, 0);
  const minutes = days.reduce((sum, day) => sum + day.timeSpent, 0);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Weekly Activity</h3>
      <ul className="mt-2 grid grid-cols-7 gap-2" aria-label="Weekly activity">
        {days.map((day, index) => {
          const tooltip = `${day.count} ${day.count === 1 ? 'activity' : 'activities'} on ${day.day}, ${formatMinutes(day.timeSpent)}`;
          return (
            <li key={day.date} className="text-center text-xs text-slate-600 dark:text-slate-400">
              <div
                title={tooltip}
                aria-label={tooltip}
                role="img"
                data-level={levels[index]}
                data-testid="heat-cell"
                className={`mx-auto aspect-square w-full max-w-10 rounded-md ${heatClasses[levels[index] ?? 0]}`}
              />
              <span className="mt-1 block">{day.day}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{activities} activities this week</span>
        <span>{formatMinutes(minutes)} total</span>
      </p>
    </div>
  );
}

/** Streak, time this week, the heat grid, difficulty completion and language use. */
export function ProgressOverview({ overview, thisWeekTime }: { overview: Overview; thisWeekTime: number }) {
  const widths = difficultyBarWidths(overview.difficultyRates);
  const shares = languageShares(overview.languageDistribution);
  return (
    <Card className="space-y-6 p-5">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Progress Overview</h2>
      <div className="grid grid-cols-2 gap-4">
        <div className="flex items-center gap-3">
          <Flame className="size-6 text-orange-500" aria-hidden="true" />
          <div>
            <p className="text-xl font-bold text-slate-900 dark:text-white" data-testid="streak">
              {overview.currentStreak}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">Day Streak</p>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <Clock className="size-6 text-sky-500" aria-hidden="true" />
          <div>
            <p className="text-xl font-bold text-slate-900 dark:text-white" data-testid="week-time">
              {formatMinutes(thisWeekTime)}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">This Week</p>
          </div>
        </div>
      </div>
      <HeatGrid days={overview.weeklyActivity} />
      <div>
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Difficulty Completion</h3>
        {/* The spec scales the bars to the largest rate: said in words, so a long bar is not read as "done". */}
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="difficulty-scale">
          {difficultyScaleNote(overview.difficultyRates)}
        </p>
        <ul className="mt-2 space-y-2">
          {difficultyRows.map(({ key, label, bar }) => (
            <li key={key} className="text-sm" data-testid={`difficulty-${key}`}>
              <div className="flex justify-between text-slate-700 dark:text-slate-300">
                <span>{label}</span>
                <span>
                  {overview.difficultyCounts && `${overview.difficultyCounts[key].solved}/${overview.difficultyCounts[key].total} solved · `}
                  {Math.round(overview.difficultyRates[key])}%
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800">
                <div className={`h-full rounded-full ${bar}`} style={{ width: `${widths[key]}%` }} data-testid={`bar-${key}`} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Languages</h3>
        {shares.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No submissions yet</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {shares.map(({ language, percent }) => (
              <li key={language} className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
                <span className={`size-2.5 rounded-full ${languageColour(language) ?? 'bg-slate-400'}`} aria-hidden="true" />
                <span className="flex-1">{LANGUAGE_LABELS[language as Language] ?? language}</span>
                <span>{percent}%</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
