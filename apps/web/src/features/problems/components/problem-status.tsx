import { CheckCircle2, Circle, CircleDot, Clock } from 'lucide-react';
import type { ProblemStatus } from '@codepath/contract/enums';
import { STATUS_LABELS, STATUS_TEXT_CLASSES } from '@/lib/problem-display';
import { SolveInNewTab } from '@/components/ui/solve-in-new-tab';

const statusIcons = { solved: CheckCircle2, submitted: Clock, attempted: CircleDot, 'not-attempted': Circle };

export function ProblemStatusLabel({ status }: { status: ProblemStatus }) {
  const Icon = statusIcons[status];
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${STATUS_TEXT_CLASSES[status]}`}>
      <Icon className="size-4" aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The solve page opens in a new tab so the list keeps its filters and scroll position. */
export const SolveAction = SolveInNewTab;
