import { useState } from 'react';
import clsx from 'clsx';
import { Banner } from '@/components/ui/banner';
import { TabList, tabId, tabPanelId } from '@/components/ui/tabs';
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
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        label="Score Board"
        idBase="scoreboard"
        className="flex gap-2 border-b border-slate-200 dark:border-slate-800"
        tabClassName={(isSelected) =>
          clsx(
            '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
            isSelected
              ? 'border-indigo-600 text-indigo-700 dark:text-indigo-300'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
          )
        }
      />
      <div role="tabpanel" id={tabPanelId('scoreboard', tab)} aria-labelledby={tabId('scoreboard', tab)}>
        {tab === 'performance' ? <PerformanceTab /> : <LeaderboardTab />}
      </div>
    </div>
  );
}
