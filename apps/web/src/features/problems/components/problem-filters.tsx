import { Search } from 'lucide-react';
import { Difficulty, ProblemStatus } from '@codepath/contract/enums';
import { STATUS_LABELS } from '@/lib/problem-display';
import type { ProblemFilters } from '../problem-list-rules';

const controlClasses =
  'h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

type ProblemFilterBarProps = {
  filters: ProblemFilters;
  categories: string[];
  onChange: (filters: ProblemFilters) => void;
};

export function ProblemFilterBar({ filters, categories, onChange }: ProblemFilterBarProps) {
  return (
    <div role="search" className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
      <label className="relative col-span-3 min-w-60 flex-1">
        <span className="sr-only">Search problems</span>
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          placeholder="Search by title or category..."
          className={`${controlClasses} w-full pl-9`}
        />
      </label>
      <select
        aria-label="Difficulty"
        value={filters.difficulty}
        onChange={(event) => onChange({ ...filters, difficulty: event.target.value as ProblemFilters['difficulty'] })}
        className={controlClasses}
      >
        <option value="all">All Difficulties</option>
        {Difficulty.options.map((difficulty) => (
          <option key={difficulty} value={difficulty}>
            {difficulty}
          </option>
        ))}
      </select>
      <select
        aria-label="Category"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value })}
        className={controlClasses}
      >
        <option value="all">All Categories</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
      <select
        aria-label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as ProblemFilters['status'] })}
        className={controlClasses}
      >
        <option value="all">All Statuses</option>
        {[...ProblemStatus.options].reverse().map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
