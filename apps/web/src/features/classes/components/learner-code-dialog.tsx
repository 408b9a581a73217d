import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { errorMessage } from '@/lib/error-message';
import { useLearnerSubmissions } from '../api/assignment';
import { formatWhen, muted } from './class-ui';

/** A matrix cell opened: the learner's submissions to the problem, newest first, each with its code. */
export function LearnerCodeDialog({ classId, assignmentId, userId, problemSlug, problemTitle, onClose }: { classId: string; assignmentId: string; userId: string; problemSlug: string; problemTitle: string; onClose: () => void }) {
  const submissions = useLearnerSubmissions(classId, assignmentId, userId, problemSlug);
  return (
    <ModalDialog title={`${submissions.data?.name ?? 'Learner'} · ${problemTitle}`} onClose={onClose} size="lg">
      {submissions.isPending ? (
        <LoadingText />
      ) : submissions.isError ? (
        <Banner tone="error">{errorMessage(submissions.error, 'Failed to load submissions')}</Banner>
      ) : submissions.data.submissions.length === 0 ? (
        <p className={muted}>No submission to this problem since the assignment opened.</p>
      ) : (
        <ol className="space-y-4">
          {[...submissions.data.submissions].reverse().map((submission) => (
            <li key={submission.id}>
              <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                {submission.status}
                {submission.score !== null && submission.status === 'Accepted' ? ` · score ${submission.score}` : ''} · {submission.language} · {formatWhen(submission.submittedAt)}
                {submission.isLate && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">late</span>}
              </p>
              <pre className="max-h-72 overflow-auto rounded-lg bg-slate-950 p-3 text-xs leading-relaxed text-slate-100"><code>{submission.code}</code></pre>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
