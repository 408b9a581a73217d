import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContestDetail } from '@codepath/contract/contests';
import { Link, useParams } from 'react-router';
import clsx from 'clsx';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { TabList, tabPanelId } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContestLive } from './api/follow-contest';
import { useContest } from './api/get-contest';
import { ClarificationsPanel } from './components/clarifications-panel';
import { ContestHeader, useNow } from './components/contest-header';
import { Panel } from './components/contest-ui';
import { JuryPanel } from './components/jury-panel';
import { ProblemsPanel } from './components/problems-panel';
import { ScoreboardTable } from './components/scoreboard-table';
import { SubmissionsPanel } from './components/submissions-panel';

type Tab = 'problems' | 'scoreboard' | 'submissions' | 'clarifications' | 'jury';

/** The longest wait setTimeout takes. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Reads the contest again just after it starts or ends, or the learner's own time ends (the problems appear, the form goes). */
function usePhaseChanges(contestId: string, contest: ContestDetail | undefined) {
  const queryClient = useQueryClient();
  const moments = contest ? [contest.startsAt, contest.endsAt, contest.participation?.startedAt, contest.participation?.endsAt] : [];
  const key = moments.join('|');
  useEffect(() => {
    const now = Date.now();
    const timers = key
      .split('|')
      .filter(Boolean)
      .map((iso) => Date.parse(iso) - now)
      .filter((wait) => wait > 0 && wait < MAX_TIMER_MS)
      .map((wait) => setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['contests', contestId] }), wait + 500));
    return () => timers.forEach(clearTimeout);
  }, [contestId, key, queryClient]);
}

/** /app/contests/:contestId: problems, the live scoreboard, the learner's tries, clarifications, and the jury's controls. */
export default function ContestPage() {
  const { contestId = '' } = useParams();
  const contest = useContest(contestId);
  const { user } = useAuth();
  const live = useContestLive(contestId, user?.id ?? null);
  const now = useNow(5000);
  const idBase = useId();
  const [tab, setTab] = useState<Tab>('problems');
  useDocumentTitle(contest.data?.title ?? 'Contest');
  usePhaseChanges(contestId, contest.data);

  if (contest.isPending) return <LoadingText />;
  if (contest.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        <Banner tone="error">{errorMessage(contest.error, 'Failed to load the contest')}</Banner>
        <Link to={paths.app.contests} className="mt-4 inline-block text-sm text-indigo-600 hover:underline dark:text-indigo-400">Back to Contests</Link>
      </div>
    );
  }
  const data = contest.data;
  const own = data.participation;
  const canSubmit = own !== null && own.startedAt !== null && own.endsAt !== null && now >= Date.parse(own.startedAt) && now < Date.parse(own.endsAt);
  const unanswered = data.isJury ? (live.clarifications ?? []).filter((item) => item.answer === null).length : 0;
  const tabs: { id: Tab; label: string }[] = [
    { id: 'problems', label: 'Problems' },
    { id: 'scoreboard', label: 'Scoreboard' },
    ...(own ? [{ id: 'submissions' as const, label: 'My submissions' }] : []),
    { id: 'clarifications', label: unanswered > 0 ? `Clarifications (${unanswered})` : 'Clarifications' },
    ...(data.isJury ? [{ id: 'jury' as const, label: 'Jury' }] : []),
  ];

  return (
    <div className="mx-auto max-w-6xl min-w-0">
      <Link to={paths.app.contests} className="mb-3 inline-block text-sm text-indigo-600 hover:underline dark:text-indigo-400">← Contests</Link>
      <ContestHeader contest={data} />
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        label="Contest"
        idBase={idBase}
        sharedPanelId={tabPanelId(idBase, 'contest')}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
        tabClassName={(isSelected) =>
          clsx('-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap', isSelected ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white')
        }
      />
      <div className="min-w-0" role="tabpanel" id={tabPanelId(idBase, 'contest')} aria-label={tabs.find((item) => item.id === tab)?.label}>
        {tab === 'problems' && <ProblemsPanel contest={data} canSubmit={canSubmit} />}
        {tab === 'scoreboard' && (
          <Panel
            title="Scoreboard"
            actions={<span className={clsx('text-xs', live.isConnected ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-500 dark:text-slate-400')}>{live.isConnected ? '● Live' : 'Connecting…'}</span>}
          >
            {live.scoreboard?.isFrozen && <Banner tone="info" className="mb-3">The scoreboard is frozen: tries after the freeze show as ? without their results.</Banner>}
            {live.scoreboard?.atMinute !== null && live.scoreboard?.atMinute !== undefined && <Banner tone="info" className="mb-3">As it stood at minute {live.scoreboard.atMinute} of the contest.</Banner>}
            {live.scoreboard ? <ScoreboardTable board={live.scoreboard} {...(user ? { highlightUserId: user.id } : {})} /> : <LoadingText />}
          </Panel>
        )}
        {tab === 'submissions' && <SubmissionsPanel contestId={data.id} />}
        {tab === 'clarifications' && <ClarificationsPanel contest={data} clarifications={live.clarifications} canAsk={own !== null} />}
        {tab === 'jury' && <JuryPanel contest={data} />}
      </div>
    </div>
  );
}
