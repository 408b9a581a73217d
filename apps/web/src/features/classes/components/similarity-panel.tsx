import { useState } from 'react';
import { Link } from 'react-router';
import type { AssignmentSummary } from '@codepath/contract/classes';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useSimilarity, useStartSimilarity } from '../api/assignment';
import { bodyCell, formatWhen, headCell, muted, Panel } from './class-ui';

const STATUS_TEXT: Record<string, string> = { queued: 'Waiting for a worker...', running: 'Comparing...', failed: 'Failed', cancelled: 'Cancelled' };

/** Pairs of learners' accepted programs ranked by similarity, per problem; a report runs as a background job. */
export function SimilarityPanel({ assignment }: { assignment: AssignmentSummary }) {
  const [problemSlug, setProblemSlug] = useState(assignment.problems[0]?.slug ?? '');
  const similarity = useSimilarity(assignment.classId, assignment.id, problemSlug);
  const start = useStartSimilarity(assignment.classId, assignment.id);
  const report = similarity.data?.report ?? null;
  const isRunning = report !== null && (report.status === 'queued' || report.status === 'running');
  return (
    <Panel title="Similarity">
      <p className={`${muted} mb-3`}>Each learner&apos;s latest accepted program, compared in pairs by their syntax (names, spacing and comments do not count; the starter code is ignored).</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select aria-label="Problem" value={problemSlug} onChange={(event) => setProblemSlug(event.target.value)} className={`${inputClasses} h-9 sm:w-72`}>
          {assignment.problems.map((problem) => <option key={problem.slug} value={problem.slug}>{problem.title}</option>)}
        </select>
        <Button size="sm" className="h-9" onClick={() => start.mutate(problemSlug)} disabled={start.isPending || isRunning}>
          {report ? 'Run again' : 'Run similarity report'}
        </Button>
      </div>
      {start.isError && <Banner tone="error" className="mt-3">{errorMessage(start.error, 'Failed to start the report')}</Banner>}
      {similarity.isError && <Banner tone="error" className="mt-3">{errorMessage(similarity.error, 'Failed to load the report')}</Banner>}
      {report && (
        <div className="mt-4">
          <p className={muted} role="status">
            {report.status === 'done'
              ? `${report.submissionCount} accepted programs compared ${formatWhen(report.finishedAt ?? report.createdAt)}.`
              : `${STATUS_TEXT[report.status] ?? report.status}${report.error ? ` ${report.error}` : ''}`}
          </p>
          {report.status === 'done' &&
            (report.pairs.length === 0 ? (
              <p className={`${muted} mt-2`}>No two programs have anything in common.</p>
            ) : (
              <div className="-mx-4 mt-2 overflow-x-auto px-4 sm:-mx-5 sm:px-5">
                <table className="w-full min-w-[30rem] border-collapse">
                  <thead>
                    <tr>{['Pair', 'Language', 'Similarity', 'Longest match', ''].map((title) => <th key={title} className={headCell}>{title}</th>)}</tr>
                  </thead>
                  <tbody>
                    {report.pairs.map((pair) => (
                      <tr key={pair.index}>
                        <td className={bodyCell}>{pair.leftName} · {pair.rightName}</td>
                        <td className={bodyCell}>{pair.language}</td>
                        <td className={`${bodyCell} font-semibold`}>{Math.round(pair.similarity * 100)}%</td>
                        <td className={bodyCell}>{pair.longest}</td>
                        <td className={bodyCell}>
                          <Link to={paths.classes.pair(assignment.classId, assignment.id, report.id, pair.index)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">Compare</Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
        </div>
      )}
    </Panel>
  );
}
