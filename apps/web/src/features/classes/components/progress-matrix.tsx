import { useState } from 'react';
import type { ProgressMatrix as Matrix } from '@codepath/contract/classes';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { downloadProgressCsv } from '../api/assignment';
import { bodyCell, formatWhen, headCell, muted, Panel, StatusPill } from './class-ui';
import { ExtensionDialog } from './extension-dialog';
import { LearnerCodeDialog } from './learner-code-dialog';

type Opened = { userId: string; problemSlug: string; problemTitle: string };

/** Learners × problems: status, points, attempts, last submission and late marks; a cell opens the learner's code. */
export function ProgressMatrix({ matrix, canExtend }: { matrix: Matrix; canExtend: boolean }) {
  const { assignment } = matrix;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [extending, setExtending] = useState<{ userId: string; name: string } | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const download = () => {
    setDownloadError(null);
    downloadProgressCsv(assignment.classId, assignment.id, assignment.title).catch(setDownloadError);
  };
  return (
    <Panel title="Progress" actions={<Button variant="secondary" size="sm" onClick={download}>Export CSV</Button>}>
      {downloadError !== null && <Banner tone="error" className="mb-3">{errorMessage(downloadError, 'Failed to export the CSV')}</Banner>}
      {matrix.rows.length === 0 ? (
        <p className={muted}>No learner has joined the class yet.</p>
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5" role="region" aria-label="Progress matrix" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse">
            <thead>
              <tr>
                <th className={`${headCell} sticky left-0 bg-white dark:bg-slate-900`}>Learner</th>
                {assignment.problems.map((problem) => <th key={problem.slug} className={headCell}>{problem.title}</th>)}
                <th className={headCell}>Score</th>
              </tr>
            </thead>
            <tbody>
              {matrix.rows.map((row) => (
                <tr key={row.userId} data-testid="progress-row">
                  <td className={`${bodyCell} sticky left-0 bg-white dark:bg-slate-900`}>
                    <p className="font-medium text-slate-900 dark:text-white">{row.name}</p>
                    <p className="max-w-[9rem] truncate text-xs text-slate-500 sm:max-w-none dark:text-slate-400" title={row.studentId ?? row.email}>{row.studentId ?? row.email}</p>
                    {row.hasExtension && <p className="text-xs text-indigo-600 dark:text-indigo-400">due {formatWhen(row.dueAt)}</p>}
                    {canExtend && (
                      <button type="button" className="text-xs text-indigo-600 hover:underline dark:text-indigo-400" onClick={() => setExtending({ userId: row.userId, name: row.name })}>
                        Extension
                      </button>
                    )}
                  </td>
                  {row.cells.map((cell, index) => {
                    const problem = assignment.problems[index]!;
                    return (
                      <td key={cell.problemSlug} className={bodyCell}>
                        <button
                          type="button"
                          onClick={() => setOpened({ userId: row.userId, problemSlug: cell.problemSlug, problemTitle: problem.title })}
                          className="w-full rounded-lg p-1 text-left whitespace-nowrap hover:bg-slate-50 dark:hover:bg-slate-800/60"
                          aria-label={`${row.name}, ${problem.title}: ${cell.status}`}
                        >
                          <StatusPill status={cell.status} />
                          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                            {cell.points} pts · {cell.attempts} {cell.attempts === 1 ? 'attempt' : 'attempts'}
                          </span>
                          {cell.lastSubmittedAt && <span className="block text-xs text-slate-500 dark:text-slate-400">{formatWhen(cell.lastSubmittedAt)}{cell.isLate ? ' · late' : ''}</span>}
                        </button>
                      </td>
                    );
                  })}
                  <td className={`${bodyCell} text-base font-semibold text-slate-900 dark:text-white`}>{row.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {opened && <LearnerCodeDialog classId={assignment.classId} assignmentId={assignment.id} {...opened} onClose={() => setOpened(null)} />}
      {extending && <ExtensionDialog classId={assignment.classId} assignmentId={assignment.id} learner={extending} dueAt={assignment.dueAt} onClose={() => setExtending(null)} />}
    </Panel>
  );
}
