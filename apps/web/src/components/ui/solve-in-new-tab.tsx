import { ExternalLink } from 'lucide-react';
import type { ProblemStatus } from '@codepath/contract/enums';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { STATUS_ACTIONS } from '@/lib/problem-display';

/**
 * The spec's Solve / Continue / Review / Solved action: it opens the solve page in a new
 * tab (so the list or dashboard keeps its place), and shows it with the usual external-link icon.
 */
export function SolveInNewTab({ problemId, title, status }: { problemId: string; title: string; status: ProblemStatus }) {
  return (
    <a
      href={paths.app.solve(problemId)}
      target="_blank"
      rel="noopener"
      aria-label={`${STATUS_ACTIONS[status]} ${title} (opens in a new tab)`}
      className={buttonClasses(status === 'solved' ? 'secondary' : 'primary', 'sm', 'shrink-0')}
    >
      {STATUS_ACTIONS[status]}
      <ExternalLink className="size-3.5" aria-hidden="true" data-testid="new-tab-icon" />
    </a>
  );
}
