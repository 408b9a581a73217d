import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ClarificationList, Scoreboard, ScoreboardRowsEvent, type ScoreboardRow } from '@codepath/contract/contests';
import { readToken } from '@/lib/token';

const byName = new Intl.Collator('en').compare;

/** The board with changed rows put in, in the server's order: rank, then name. */
export function mergeRows(board: Scoreboard, changed: readonly ScoreboardRow[]): Scoreboard {
  const byUser = new Map(board.rows.map((row) => [row.userId, row]));
  for (const row of changed) byUser.set(row.userId, row);
  return { ...board, rows: [...byUser.values()].sort((a, b) => a.rank - b.rank || byName(a.name, b.name)) };
}

export type ContestLive = { scoreboard: Scoreboard | null; clarifications: ClarificationList['clarifications'] | null; isConnected: boolean };

/**
 * Follows a contest page's Server-Sent Events: the viewer's scoreboard (whole at first and
 * after a reconnect, then the rows that changed) and clarifications (whole each time); a `contest`
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
    let board: Scoreboard | null = null;
    const show = (next: Scoreboard) => {
      board = next;
      setLive((current) => ({ ...current, scoreboard: next }));
      const row = JSON.stringify(next.rows.find((item) => item.userId === viewerId) ?? null);
      if (row !== ownRow) {
        ownRow = row;
        void queryClient.invalidateQueries({ queryKey: ['contests', contestId, 'submissions'] });
      }
    };
    source.addEventListener('scoreboard', (message) => {
      const parsed = Scoreboard.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success) show(parsed.data);
    });
    source.addEventListener('scoreboard-rows', (message) => {
      const parsed = ScoreboardRowsEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success && board) show(mergeRows(board, parsed.data.rows));
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
