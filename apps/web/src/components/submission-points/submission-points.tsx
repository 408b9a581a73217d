import { CheckCircle2, XCircle } from 'lucide-react';
import type { SubmissionPoints as Points } from '@codepath/contract/submissions';

/** Points as shown: whole numbers as they are, others to two decimals. */
export const formatPoints = (points: number): string => String(Math.round(points * 100) / 100);

/** "Partially accepted: 40/100" when some but not all points were earned; otherwise just the points. */
export function pointsHeading({ points, maxPoints }: Points): string {
  const fraction = `${formatPoints(points)}/${formatPoints(maxPoints)}`;
  return points > 0 && points < maxPoints ? `Partially accepted: ${fraction}` : `Points: ${fraction}`;
}

/** A scoring problem's result: the points, then each test group with its points and whether it passed. */
export function SubmissionPoints({ points }: { points: Points }) {
  const isPartial = points.points > 0 && points.points < points.maxPoints;
  return (
    <div className="text-sm" data-testid="submission-points">
      <p className={`font-semibold ${isPartial ? 'text-amber-700 dark:text-amber-400' : ''}`}>{pointsHeading(points)}</p>
      <ul className="mt-1 space-y-0.5" aria-label="Test groups">
        {points.groups.map((group) => {
          const Icon = group.isPassed ? CheckCircle2 : XCircle;
          return (
            <li key={group.name} className="flex items-center gap-1.5">
              <Icon className={`size-3.5 ${group.isPassed ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`} aria-hidden="true" />
              <span className="font-mono">{group.name}</span>
              <span>
                {formatPoints(group.points)}/{formatPoints(group.maxPoints)}
              </span>
              <span className="text-slate-600 dark:text-slate-400">{group.isPassed ? 'passed' : 'not passed'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
