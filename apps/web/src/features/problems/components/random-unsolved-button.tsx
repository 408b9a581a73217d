import { Shuffle } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ProblemListItem } from '@codepath/contract/problems';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Opens a random problem of the shown list that the learner has not solved yet. */
export function RandomUnsolvedButton({ problems }: { problems: readonly ProblemListItem[] }) {
  const navigate = useNavigate();
  const unsolved = problems.filter((problem) => problem.status !== 'solved');
  const pick = () => {
    const problem = unsolved[Math.floor(Math.random() * unsolved.length)];
    if (problem) void navigate(paths.app.solve(problem.id));
  };
  return (
    <Button variant="secondary" onClick={pick} disabled={unsolved.length === 0}>
      <Shuffle className="size-4" aria-hidden="true" />
      Pick a random unsolved one
    </Button>
  );
}
