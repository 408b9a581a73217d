import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FilterX } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage } from '@/lib/error-message';
import { useProblems } from '../api/get-problems';
import { filtersFromParams, listParams, sortFromParams } from '../problem-list-query';
import {
  distinctCategories,
  filterProblems,
  nextSort,
  NO_FILTERS,
  sortProblems,
  summarizeProblems,
  type ProblemFilters,
  type ProblemSort,
} from '../problem-list-rules';
import { EmptyState } from './empty-state';
import { ProblemFilterBar } from './problem-filters';
import { ProblemSummaryCards } from './problem-summary';
import { ProblemTable } from './problem-table';
import { ProblemsSkeleton } from './problems-skeleton';
import { RandomUnsolvedButton } from './random-unsolved-button';

/** The Problems list: summary, filters, and the sortable list. */
export function ProblemsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const sort = useMemo(() => sortFromParams(searchParams), [searchParams]);
  // Replacing the entry keeps typing out of the history: Back leaves the list, and coming back restores it.
  const show = (nextFilters: ProblemFilters, nextSortOrder: ProblemSort) =>
    setSearchParams(listParams(nextFilters, nextSortOrder), { replace: true, preventScrollReset: true });
  const { data, error, isPending } = useProblems();
  // A failed load empties the list; the banner says why.
  const problems = useMemo(() => (error ? [] : (data ?? [])), [data, error]);
  const visible = useMemo(() => sortProblems(filterProblems(problems, filters), sort), [problems, filters, sort]);

  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeading title="Problems" subtitle="Practice coding problems and improve your skills" />
      {error && <Banner tone="error">{errorMessage(error, 'Failed to load problems')}</Banner>}
      <ProblemSummaryCards summary={summarizeProblems(problems)} />
      <ProblemFilterBar filters={filters} categories={distinctCategories(problems)} onChange={(next) => show(next, sort)} />
      {!isPending && problems.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {visible.length === 1 ? '1 problem' : `${visible.length} problems`}
          </p>
          <RandomUnsolvedButton problems={visible} />
        </div>
      )}
      {isPending ? (
        <ProblemsSkeleton />
      ) : problems.length === 0 ? (
        <EmptyState title="No problems available" message="Problems will appear here once they are added to the system." />
      ) : visible.length === 0 ? (
        <EmptyState
          title="No problems found"
          message="Try adjusting your search criteria."
          action={
            <Button variant="secondary" onClick={() => show(NO_FILTERS, sort)}>
              <FilterX className="size-4" aria-hidden="true" />
              Clear filters
            </Button>
          }
        />
      ) : (
        <ProblemTable problems={visible} sort={sort} onSort={(column) => show(filters, nextSort(sort, column))} />
      )}
    </div>
  );
}
