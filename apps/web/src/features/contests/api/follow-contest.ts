import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ClarificationList, Scoreboard } from '@codepath/contract/contests';
import { readToken } from '@/lib/token';

export type ContestLive = { scoreboard: Scoreboard | null; clarifications: ClarificationList['clarifications'] | null; isConnected: boolean };

/**
 * Follows a contest page's Server-Sent Events: the viewer's scoreboard and clarifications,
 * each event the whole current state (a reconnect needs nothing it missed); a `contest`
 * event reads the contest again, and a change of the viewer's own row their submissions.
 */
export function useContestLive(contestId: string, viewerId: string | null): ContestLive {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<ContestLive>({ scoreboard: null, clarifications: null, isConnected: false });
  useEffect(() => {
    // The learner's own tries are read again only when their own row changed, not on everyone's verdicts.
    let ownRow = '';
    const token = readToken() ?? '';
    const source = new EventSource(`/api/app/contests/${encodeURIComponent(contestId)}/events?token=${encodeURIComponent(token)}`);
    source.onopen = () => setLive((current) => ({ ...current, isConnected: true }));
    source.onerror = () => setLive((current) => ({ ...current, isConnected: false }));
    source.addEventListener('scoreboard', (message) => {
      const parsed = Scoreboard.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success) {
        setLive((current) => ({ ...current, scoreboard: parsed.data }));
        const row = JSON.stringify(parsed.data.rows.find((item) => item.userId === viewerId) ?? null);
        if (row !== ownRow) {
          ownRow = row;
          void queryClient.invalidateQueries({ queryKey: ['contests', contestId, 'submissions'] });
        }
      }
    });
    source.addEventListener('clarifications', (message) => {
      const parsed = ClarificationList.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success) setLive((current) => ({ ...current, clarifications: parsed.data.clarifications }));
    });
    source.addEventListener('contest', () => void queryClient.invalidateQueries({ queryKey: ['contests', contestId] }));
    return () => source.close();
  }, [contestId, viewerId, queryClient]);
  return live;
}
