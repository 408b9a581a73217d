import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Search } from 'lucide-react';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage } from '@/lib/error-message';
import { useSubmissionStats } from '../api/get-submission-stats';
import { useSubmissions } from '../api/get-submissions';
import {
  displayNumber,
  distinctLanguages,
  distinctStatuses,
  filterSubmissions,
  languageLabel,
  NO_SUBMISSION_FILTERS,
  topLanguage,
} from '../submission-rules';
import { SubmissionDetails } from './submission-details';
import { SubmissionTable } from './submission-table';

const controlClasses =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';


function EmptyMessage({ title, message }: { title: string; message?: string }) {
  return (
    <Card className="px-6 py-14 text-center">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {message && <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>}
    </Card>
  );
}

/** My Submissions: stats, search and filters, the numbered list and a details modal. */
export function SubmissionsScreen() {
  const queryClient = useQueryClient();
  const submissionsQuery = useSubmissions();
  const { data: stats } = useSubmissionStats();
  const [filters, setFilters] = useState(NO_SUBMISSION_FILTERS);
  const [opened, setOpened] = useState<SubmissionListItem | null>(null);
  const submissions = useMemo(() => (submissionsQuery.error ? [] : (submissionsQuery.data ?? [])), [submissionsQuery.data, submissionsQuery.error]);
  const rows = useMemo(
    () => submissions.map((submission, index) => ({ submission, number: displayNumber(submission, index, submissions.length) })),
    [submissions],
  );
  const visibleIds = new Set(filterSubmissions(submissions, filters).map((submission) => submission.id));
  const visibleRows = rows.filter((row) => visibleIds.has(row.submission.id));

  const closeDetails = useCallback(() => setOpened(null), []);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['submissions'] });

  return (
    <div className="space-y-6">
      <PageHeading
        title="My Submissions"
        subtitle="Track your coding submissions and progress"
        actions={
          <Button variant="secondary" onClick={refresh} disabled={submissionsQuery.isFetching}>
            <RefreshCw className={`size-4 ${submissionsQuery.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      {submissionsQuery.error && <Banner tone="error">{errorMessage(submissionsQuery.error, 'Failed to load submissions')}</Banner>}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Submissions" value={String(stats?.totalSubmissions ?? submissions.length)} />
        <StatCard label="This Week" value={String(stats?.recentSubmissions ?? 0)} />
        <StatCard label="Avg. Runtime (ms)" value={String(Math.round(stats?.averageExecutionTime ?? 0))} />
        <StatCard label="Top Language" value={topLanguage(stats?.languageBreakdown ?? {})} />
      </div>
      <div role="search" className="flex flex-wrap gap-3">
        <label className="relative min-w-60 flex-1">
          <span className="sr-only">Search submissions</span>
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            placeholder="Search submissions..."
            className={`${controlClasses} w-full pl-9`}
          />
        </label>
        <select aria-label="Status" value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value })} className={controlClasses}>
          <option value="all">All Statuses</option>
          {distinctStatuses(submissions).map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <select aria-label="Language" value={filters.language} onChange={(event) => setFilters({ ...filters, language: event.target.value })} className={controlClasses}>
          <option value="all">All Languages</option>
          {distinctLanguages(submissions).map((language) => (
            <option key={language} value={language}>
              {languageLabel(language)}
            </option>
          ))}
        </select>
      </div>
      {submissionsQuery.isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading submissions...
        </p>
      ) : submissions.length === 0 ? (
        <EmptyMessage title="No submissions yet" message="Start solving problems to see your submissions here!" />
      ) : visibleRows.length === 0 ? (
        <EmptyMessage title="No submissions found" />
      ) : (
        <SubmissionTable rows={visibleRows} onOpen={setOpened} />
      )}
      {opened && <SubmissionDetails submission={opened} onClose={closeDetails} />}
    </div>
  );
}
