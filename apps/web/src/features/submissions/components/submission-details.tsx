import { Link } from 'react-router';
import { SquarePen } from 'lucide-react';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { Button, focusRing } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SubmissionPoints } from '@/components/submission-points/submission-points';
import { paths } from '@/config/paths';
import { useSubmissionDetail } from '../api/get-submission-detail';
import { formatMemory, formatRuntime, languageLabel } from '../submission-rules';
import { useOpenInEditor } from '../use-open-in-editor';
import { HighlightedCode } from './highlighted-code';
import { SubmissionStatusBadge } from './submission-status';

function TestResults({ submissionId }: { submissionId: string }) {
  const { data, isPending, error } = useSubmissionDetail(submissionId);
  if (isPending) return <p role="status">Loading test results...</p>;
  if (error || data.tests.length === 0) return null;
  // Hidden tests are numbered among themselves, as in "Wrong Answer on hidden test 7 of 15".
  const sampleCount = data.tests.filter((test) => test.isSample).length;
  return (
    <section aria-label="Test results">
      <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">
        Tests: {data.passedCount}/{data.testCount} passed
      </h3>
      {data.points && (
        <div className="mb-2">
          <SubmissionPoints points={data.points} />
        </div>
      )}
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-slate-600 dark:text-slate-400">
            <th className="py-1">Test</th>
            <th className="py-1">Verdict</th>
            <th className="py-1">Time</th>
            <th className="py-1">Memory</th>
          </tr>
        </thead>
        <tbody>
          {data.tests.map((test) => (
            <tr key={test.index} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1">{test.isSample ? `${test.index} (sample)` : `${test.index - sampleCount} (hidden)`}</td>
              <td className="py-1">
                <SubmissionStatusBadge status={test.verdict} />
              </td>
              <td className="py-1">{formatRuntime(test.verdict, test.time)}</td>
              <td className="py-1">{formatMemory(test.verdict, test.memory)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Problem (a link to its solve page), status, language, runtime, the code highlighted,
 * the output, every test's result and a scoring problem's points by test group; 'Open in editor' takes the code back to the solve page.
 */
export function SubmissionDetails({ submission, onClose }: { submission: SubmissionListItem; onClose: () => void }) {
  const openInEditor = useOpenInEditor(submission);
  // The question replaces the details rather than stacking on them, so Escape answers only it.
  if (openInEditor.isAsking) {
    return (
      <ConfirmDialog
        title="Replace the code in the editor?"
        message={`The editor holds different ${languageLabel(submission.language)} code for ${submission.problem}. Opening this submission replaces it.`}
        confirmLabel="Replace"
        onConfirm={openInEditor.confirm}
        onCancel={openInEditor.cancel}
      />
    );
  }
  const title = (
    <Link to={paths.app.solve(submission.problemId)} className={`rounded hover:text-indigo-600 hover:underline dark:hover:text-indigo-400 ${focusRing}`}>
      {submission.problem}
    </Link>
  );
  const footer = submission.code ? (
    <Button onClick={openInEditor.open}>
      <SquarePen className="size-4" aria-hidden="true" />
      Open in editor
    </Button>
  ) : undefined;
  return (
    <ModalDialog title={title} onClose={onClose} size="lg" footer={footer}>
      <div className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Status</dt>
            <dd>
              <SubmissionStatusBadge status={submission.status} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Language</dt>
            <dd>{languageLabel(submission.language)}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Runtime</dt>
            <dd>{formatRuntime(submission.status, submission.runtime)}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Memory</dt>
            <dd>{formatMemory(submission.status, submission.memory)}</dd>
          </div>
        </dl>
        {submission.code && (
          <section aria-label="Code">
            <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">Code</h3>
            <HighlightedCode code={submission.code} language={submission.language} />
          </section>
        )}
        {submission.output && (
          <section aria-label="Output">
            <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">Output</h3>
            <pre className="max-h-48 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-sm whitespace-pre-wrap dark:bg-slate-950">{submission.output}</pre>
          </section>
        )}
        <TestResults submissionId={submission.id} />
      </div>
    </ModalDialog>
  );
}
