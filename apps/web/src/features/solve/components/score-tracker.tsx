import { useState } from 'react';
import { ChevronDown, ChevronUp, Trophy } from 'lucide-react';
import type { ScoreRecord } from '@codepath/contract/scores';
import { BASE_SCORE, HINT_PENALTY } from '@codepath/contract/constants';
import { scoreBand, scoreTextClasses } from '@/lib/score-colour';
import { loadIsTrackerCollapsed, saveIsTrackerCollapsed } from '../editor-preferences';

/**
 * The Score Tracker, docked in a strip above the editor so it never covers code: the
 * score this problem earns now, in its colour band, and what it cost. It folds to one
 * line; the choice is kept in this browser. Until then it starts folded, so the
 * editor and console get the room (the score is on that line, and in the page's header).
 */
export function ScoreTracker({ score }: { score: ScoreRecord }) {
  const [stored, setStored] = useState(loadIsTrackerCollapsed);
  const isCollapsed = stored ?? true;
  const toggle = () => {
    saveIsTrackerCollapsed(!isCollapsed);
    setStored(!isCollapsed);
  };

  return (
    <section
      aria-label="Score Tracker"
      data-testid="score-tracker"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-3 py-1 text-xs dark:border-slate-800 dark:bg-slate-950"
    >
      <p className="flex items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
        <Trophy className="size-4" aria-hidden="true" />
        Score Tracker
        <span className={`ml-1 text-sm font-bold ${scoreTextClasses(score.finalScore)}`} data-band={scoreBand(score.finalScore)} data-testid="tracker-score">
          {score.finalScore}/{BASE_SCORE}
        </span>
      </p>
      {!isCollapsed && (
        <dl id="score-tracker-details" className="flex flex-wrap gap-x-3 gap-y-0.5 text-slate-600 dark:text-slate-400">
          <div className="flex gap-1">
            <dt>Hint:</dt>
            <dd>{score.clickedHint ? `Used (−${HINT_PENALTY})` : 'Not used'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Solution:</dt>
            <dd>{score.clickedSolution ? 'Viewed' : 'Not viewed'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Wrong tries:</dt>
            <dd>{score.wrongAttempts}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Status:</dt>
            <dd>{score.passed ? 'Passed' : 'Not passed'}</dd>
          </div>
        </dl>
      )}
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!isCollapsed}
        aria-controls={isCollapsed ? undefined : 'score-tracker-details'}
        className="ml-auto inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        {isCollapsed ? <ChevronDown className="size-3.5" aria-hidden="true" /> : <ChevronUp className="size-3.5" aria-hidden="true" />}
        {isCollapsed ? 'Show details' : 'Hide details'}
      </button>
    </section>
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
