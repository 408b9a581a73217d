import { useState } from 'react';
import clsx from 'clsx';
import { Banner } from '@/components/ui/banner';
import { focusRing } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage } from '@/lib/error-message';
import { useAuth } from '@/lib/auth-store';
import { useLeaderboard } from '../api/get-leaderboard';
import { useScoreSummary } from '../api/get-score-summary';
import { Leaderboard } from './leaderboard';
import { MyPerformance } from './my-performance';

type Tab = 'performance' | 'leaderboard';
const tabs: { id: Tab; label: string }[] = [
  { id: 'performance', label: 'My Performance' },
  { id: 'leaderboard', label: 'Global Leaderboard' },
];

function Loading() {
  return (
    <p role="status" className="text-slate-600 dark:text-slate-400">
      Loading...
    </p>
  );
}

function PerformanceTab() {
  const { data, error, isPending } = useScoreSummary();
  if (isPending) return <Loading />;
  if (error) return <Banner tone="error">{errorMessage(error, 'Failed to load score data')}</Banner>;
  return <MyPerformance summary={data} />;
}

function LeaderboardTab() {
  const { data, error, isPending } = useLeaderboard();
  const { user } = useAuth();
  if (isPending) return <Loading />;
  if (error) return <Banner tone="error">{errorMessage(error, 'Failed to load score data')}</Banner>;
  return <Leaderboard entries={data} ownUserId={user?.id} />;
}

export function ScoreboardScreen() {
  const [tab, setTab] = useState<Tab>('performance');
  return (
    <div className="space-y-6">
      <PageHeading title="Score Board" subtitle="Track your performance and compete with other developers" />
      <div role="tablist" aria-label="Score Board" className="flex gap-2 border-b border-slate-200 dark:border-slate-800">
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setTab(id)}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              focusRing,
              tab === id
                ? 'border-indigo-600 text-indigo-700 dark:text-indigo-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'performance' ? <PerformanceTab /> : <LeaderboardTab />}
      </div>
    </div>
  );
}
