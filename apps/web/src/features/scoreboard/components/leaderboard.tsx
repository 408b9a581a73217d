import { Award, Crown, Medal, Trophy } from 'lucide-react';
import type { LeaderboardEntry } from '@codepath/contract/score-board';
import { focusRing } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableHead } from '@/components/ui/table-head';
import { scoreTextClasses } from '@/lib/score-colour';

/** Ranks 1 to 3 get their own icon and colour; the rest show the number. */
const podium = [
  { icon: Crown, classes: 'text-yellow-500', label: 'First place' },
  { icon: Medal, classes: 'text-slate-400', label: 'Second place' },
  { icon: Award, classes: 'text-amber-700 dark:text-amber-500', label: 'Third place' },
];

function RankCell({ rank }: { rank: number }) {
  const place = podium[rank - 1];
  if (!place) return <span className="font-mono">#{rank}</span>;
  const Icon = place.icon;
  return (
    <span className="inline-flex items-center gap-1.5" data-testid={`podium-${rank}`}>
      <Icon className={`size-5 ${place.classes}`} aria-label={place.label} role="img" />
      <span className="font-mono">#{rank}</span>
    </span>
  );
}

function LeaderboardRow({ entry, isOwn }: { entry: LeaderboardEntry; isOwn: boolean }) {
  return (
    <tr
      data-testid="leaderboard-row"
      aria-current={isOwn ? 'true' : undefined}
      className={isOwn ? 'bg-indigo-50 shadow-[inset_4px_0_0] shadow-indigo-500 dark:bg-indigo-500/15' : undefined}
    >
      <td className="px-4 py-3">
        <RankCell rank={entry.rank} />
      </td>
      <td className="px-4 py-3 font-medium text-slate-900 dark:text-white">
        {entry.user.name}
        {isOwn && <span className="ml-2 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">You</span>}
      </td>
      <td className={`px-4 py-3 font-semibold ${scoreTextClasses(entry.averageScore)}`}>{entry.averageScore}</td>
      <td className="px-4 py-3">{entry.totalScore}</td>
      <td className="px-4 py-3">{entry.problemsSolved}</td>
      <td className="px-4 py-3">{entry.hintsUsed}</td>
      <td className="px-4 py-3">{entry.solutionsViewed}</td>
    </tr>
  );
}

const columns = ['Rank', 'User', 'Avg Score', 'Total Score', 'Solved', 'Hints', 'Solutions'];

/** The signed-in learner's own row is marked 'You' (and `aria-current`) so they find themselves at a glance. */
export function Leaderboard({ entries, ownUserId }: { entries: LeaderboardEntry[]; ownUserId?: string | undefined }) {
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Trophy className="size-5 text-yellow-500" aria-hidden="true" />
          Global Leaderboard
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Top performers ranked by average score</p>
      </div>
      {entries.length === 0 ? (
        <div className="px-6 py-14 text-center">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">No scores yet</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Start solving problems to appear on the leaderboard!</p>
        </div>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a narrow screen.
        <div className={`overflow-x-auto ${focusRing}`} role="region" aria-label="Leaderboard table" tabIndex={0}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <TableHead columns={columns} />
            <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
              {entries.map((entry) => (
                <LeaderboardRow key={entry.user.id} entry={entry} isOwn={entry.user.id === ownUserId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
