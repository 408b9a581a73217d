import { Trophy } from 'lucide-react';
import type { ScoreRecord } from '@codepath/contract/scores';
import { BASE_SCORE } from '@codepath/contract/constants';
import { scoreBand, scoreTextClasses } from '@/lib/score-colour';

/** The floating card: the score this problem earns now, in its colour band, and what it cost. */
export function ScoreTracker({ score }: { score: ScoreRecord }) {
  return (
    <aside
      aria-label="Score Tracker"
      className="pointer-events-auto absolute top-3 right-6 z-20 w-auto sm:w-44 rounded-xl border border-slate-200 bg-white/95 p-2.5 text-xs shadow-lg backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <p className="flex items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
        <Trophy className="size-4" aria-hidden="true" />
        Score Tracker
      </p>
      <p className={`text-xl font-bold ${scoreTextClasses(score.finalScore)}`} data-band={scoreBand(score.finalScore)} data-testid="tracker-score">
        {score.finalScore}/{BASE_SCORE}
      </p>
      <dl className="mt-1 hidden grid-cols-[auto_1fr] sm:grid gap-x-2 text-slate-600 dark:text-slate-400">
        <dt>Hint</dt>
        <dd>{score.clickedHint ? 'Used (−30)' : 'Not used'}</dd>
        <dt>Solution</dt>
        <dd>{score.clickedSolution ? 'Viewed' : 'Not viewed'}</dd>
        <dt>Wrong tries</dt>
        <dd>{score.wrongAttempts}</dd>
        <dt>Status</dt>
        <dd>{score.passed ? 'Passed' : 'Not passed'}</dd>
      </dl>
    </aside>
  );
}

/** The header's compact card, shown once a score record exists. */
export function CompactScore({ score }: { score: ScoreRecord }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 py-1 text-sm dark:border-slate-700">
      <span className="text-slate-600 dark:text-slate-400">Score</span>
      <span className={`font-bold ${scoreTextClasses(score.finalScore)}`}>{score.finalScore}</span>
    </span>
  );
}
