import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useJudgeContext } from '../judge-context';
import { STREAM_TEXTS } from '../judge-failure';
import type { SubmitProgress } from '../use-judge';

/** While judging: says when the live stream of results is down, and lets the learner follow it again once given up. */
export function StreamNotice({ connection }: { connection: SubmitProgress['connection'] }) {
  const judge = useJudgeContext();
  if (connection === 'live') return null;
  return (
    <div role="status" data-testid="stream-notice" className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">{connection === 'reconnecting' ? STREAM_TEXTS.reconnecting : STREAM_TEXTS.lost}</span>
      {connection === 'lost' && judge && (
        <Button size="sm" variant="secondary" onClick={judge.followAgain}>
          {STREAM_TEXTS.checkAgain}
        </Button>
      )}
    </div>
  );
}
