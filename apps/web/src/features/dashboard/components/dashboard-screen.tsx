import { CalendarDays, Timer } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth-store';
import { errorMessage } from '@/lib/error-message';
import { formatMinutes } from '@/lib/format-time';
import { useDashboard } from '../api/get-dashboard';
import { useTimeStats } from '../api/get-time-stats';
import { ClassAssignments } from './class-assignments';
import { ProgressOverview } from './progress-overview';
import { Recommendations } from './recommendations';
import { StatCards } from './stat-cards';

function Tile({ icon: Icon, label, value }: { icon: typeof Timer; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-3 p-5">
      <Icon className="size-6 text-indigo-500" aria-hidden="true" />
      <div>
        <p className="text-xl font-bold text-slate-900 dark:text-white">{value}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      </div>
    </Card>
  );
}

/** The dashboard: greeting, standing, progress, recommendations and time tiles. */
export function DashboardScreen() {
  const { user } = useAuth();
  const { data, error, isPending } = useDashboard();
  const { data: timeStats } = useTimeStats();
  const thisWeekTime = timeStats?.thisWeekTime ?? data?.timeStats?.thisWeekTime ?? data?.progressOverview.thisWeekTime ?? 0;
  const activeDays = timeStats?.activeDays ?? data?.progressOverview.totalActiveDays ?? 0;
  const averageSession = timeStats?.averageSessionTime ?? data?.progressOverview.averageSessionTime ?? 0;

  return (
    <div className="space-y-4 sm:space-y-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl tracking-tight text-slate-900 dark:text-white">
          {/* 'Welcome back' until the answer says this is the account's first sign-in. */}
          {data?.isFirstLogin ? 'Welcome' : 'Welcome back'}, {user?.firstname} {user?.lastname}!
        </h1>
        <p className="mt-1 text-slate-600 sm:mt-2 dark:text-slate-400">Here is where your practice stands today.</p>
      </header>
      <ClassAssignments />
      {error && <Banner tone="error">{errorMessage(error, 'Failed to load dashboard data')}</Banner>}
      {isPending && (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading...
        </p>
      )}
      {data && (
        <>
          {/* On a phone what to do next comes first, before the figures; from lg the two columns as before. */}
          <div className="flex flex-col gap-6 lg:grid lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr]">
            <div className="order-2 lg:order-none lg:col-span-2">
              <StatCards stats={data.stats} />
            </div>
            <div className="order-3 lg:order-none lg:row-span-2">
              <ProgressOverview overview={data.progressOverview} thisWeekTime={thisWeekTime} />
            </div>
            <div className="order-1 lg:order-none">
              <Recommendations problems={data.recommendedProblems} />
            </div>
            <div className="order-4 grid grid-cols-2 gap-4 self-start lg:order-none">
              <Tile icon={CalendarDays} label="Active Days" value={String(activeDays)} />
              <Tile icon={Timer} label="Avg Session" value={formatMinutes(averageSession)} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
