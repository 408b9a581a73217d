import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage } from '@/lib/error-message';
import { useProblems } from '../api/get-problems';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  distinctCategories,
  filterProblems,
  nextSort,
  sortProblems,
  statusFromQuery,
  summarizeProblems,
  type ProblemFilters,
} from '../problem-list-rules';
import { EmptyState } from './empty-state';
import { ProblemFilterBar } from './problem-filters';
import { ProblemSummaryCards } from './problem-summary';
import { ProblemTable } from './problem-table';
import { ProblemsSkeleton } from './problems-skeleton';

/** The Problems list: summary, filters, and the sortable list. */
export function ProblemsScreen() {
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<ProblemFilters>(() => ({ ...NO_FILTERS, status: statusFromQuery(searchParams.get('status')) }));
  const [sort, setSort] = useState(DEFAULT_SORT);
  const { data, error, isPending } = useProblems();
  // A failed load empties the list; the banner says why.
  const problems = useMemo(() => (error ? [] : (data ?? [])), [data, error]);
  const visible = useMemo(() => sortProblems(filterProblems(problems, filters), sort), [problems, filters, sort]);

  return (
    <div className="space-y-6">
      <PageHeading title="Problems" subtitle="Practice coding problems and improve your skills" />
      {error && <Banner tone="error">{errorMessage(error, 'Failed to load problems')}</Banner>}
      <ProblemSummaryCards summary={summarizeProblems(problems)} />
      <ProblemFilterBar filters={filters} categories={distinctCategories(problems)} onChange={setFilters} />
      {isPending ? (
        <ProblemsSkeleton />
      ) : problems.length === 0 ? (
        <EmptyState title="No problems available" message="Problems will appear here once they are added to the system." />
      ) : visible.length === 0 ? (
        <EmptyState title="No problems found" message="Try adjusting your search criteria." />
      ) : (
        <ProblemTable problems={visible} sort={sort} onSort={(column) => setSort((current) => nextSort(current, column))} />
      )}
    </div>
  );
}
