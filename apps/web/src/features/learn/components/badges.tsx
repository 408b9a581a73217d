import clsx from 'clsx';
import { ArrowLeftRight, Columns3, Hash, Layers, Target, Undo2, type LucideIcon } from 'lucide-react';

const neutralBadge = 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300';
const greenBadge = 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300';
const yellowBadge = 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300';
const redBadge = 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300';

const levelColours: Record<string, string> = { Beginner: greenBadge, Intermediate: yellowBadge, Advanced: redBadge };
const difficultyColours: Record<string, string> = { Easy: greenBadge, Medium: yellowBadge, Hard: redBadge };

const badgeShape = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function LevelBadge({ level }: { level: string }) {
  return <span className={clsx(badgeShape, levelColours[level] ?? neutralBadge)}>{level}</span>;
}

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return <span className={clsx(badgeShape, difficultyColours[difficulty] ?? neutralBadge)}>{difficulty}</span>;
}

const techniqueIcons: Record<string, LucideIcon> = {
  'two pointers': ArrowLeftRight,
  'sliding window': Columns3,
  'prefix sum + hashmap': Hash,
  backtracking: Undo2,
  dp: Layers,
};

/** Matching ignores case so "DP" and "dp" draw the same icon; unknown techniques get the target. */
export function techniqueIcon(technique: string): LucideIcon {
  return techniqueIcons[technique.toLowerCase()] ?? Target;
}

export function TechniqueTag({ technique }: { technique: string }) {
  const Icon = techniqueIcon(technique);
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
      <Icon className="size-3.5" aria-hidden="true" />
      {technique}
    </span>
  );
}
