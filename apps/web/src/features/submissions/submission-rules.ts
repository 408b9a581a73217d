import { LANGUAGE_LABELS, type Language } from '@codepath/contract/enums';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { formatMemory as formatMemoryKb } from '@/lib/format-memory';

/** The number shown: the submission's own number, or the list length minus the row index when it has none. */
export function displayNumber(submission: Pick<SubmissionListItem, 'submissionNumber'>, index: number, total: number): number {
  return submission.submissionNumber > 0 ? submission.submissionNumber : total - index;
}

export type SubmissionFilters = { search: string; status: string; language: string };
export const NO_SUBMISSION_FILTERS: SubmissionFilters = { search: '', status: 'all', language: 'all' };

export function languageLabel(language: string): string {
  return LANGUAGE_LABELS[language as Language] ?? language;
}

/** Search matches the problem name or the language (as stored or as shown), ignoring case. */
export function filterSubmissions(submissions: readonly SubmissionListItem[], filters: SubmissionFilters): SubmissionListItem[] {
  const needle = filters.search.trim().toLowerCase();
  return submissions.filter(
    (submission) =>
      (!needle ||
        submission.problem.toLowerCase().includes(needle) ||
        submission.language.toLowerCase().includes(needle) ||
        languageLabel(submission.language).toLowerCase().includes(needle)) &&
      (filters.status === 'all' || submission.status === filters.status) &&
      (filters.language === 'all' || submission.language === filters.language),
  );
}

export function distinctStatuses(submissions: readonly SubmissionListItem[]): string[] {
  return [...new Set(submissions.map((submission) => submission.status))];
}

/** Languages to filter by: distinct, without empty or 'Unknown'. */
export function distinctLanguages(submissions: readonly SubmissionListItem[]): string[] {
  return [...new Set(submissions.map((submission) => submission.language as string))].filter((language) => language && language !== 'Unknown');
}

/** The most frequent language of the breakdown, or 'None' when there is none. */
export function topLanguage(breakdown: Record<string, number>): string {
  const [top] = Object.entries(breakdown)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a);
  return top ? languageLabel(top[0]) : 'None';
}

/** Statuses where no test ran, so a runtime or memory of 0 would be a measurement that never happened. */
const NOTHING_RAN: ReadonlySet<string> = new Set(['Compilation Error', 'Queued', 'Running', 'Internal Error']);

/** "12 ms", or "—" where nothing ran. */
export function formatRuntime(status: string, runtime: number): string {
  return NOTHING_RAN.has(status) ? '—' : `${runtime} ms`;
}

/** Memory in the app's one format ("812 KB", "32.4 MB"), or "—" where nothing ran. */
export function formatMemory(status: string, memory: number): string {
  return NOTHING_RAN.has(status) ? '—' : formatMemoryKb(memory);
}
