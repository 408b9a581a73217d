import { ArrowRight } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RelativeTime } from '@/components/ui/relative-time';
import { errorMessage } from '@/lib/error-message';
import { useStaffSubmission } from '../api/users';
import { StateBadge, VerdictBadge } from './admin-ui';

type SubmissionDialogProps = { submissionId: string; onClose: () => void; onRejudge: () => void; isRejudging: boolean };

/** A learner's submission as staff see it: its code, output and every rejudge with the verdict before and after. */
export function SubmissionDialog({ submissionId, onClose, onRejudge, isRejudging }: SubmissionDialogProps) {
  const submission = useStaffSubmission(submissionId);
  const data = submission.data;
  return (
    <ModalDialog
      title={data ? `Submission #${data.submissionNumber} · ${data.problem}` : 'Submission'}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" disabled={isRejudging || !data} onClick={onRejudge}>
          Rejudge this submission
        </Button>
      }
    >
      {submission.isPending ? (
        <LoadingText />
      ) : submission.isError ? (
        <Banner tone="error">{errorMessage(submission.error, 'Failed to load the submission')}</Banner>
      ) : (
        <div className="space-y-4 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <VerdictBadge verdict={submission.data.status} /> {submission.data.language} · score {submission.data.score ?? 0} · judged on version {submission.data.problemVersion} · by {submission.data.learner.email}
          </p>
          <pre className="max-h-72 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-xs dark:bg-slate-800">{submission.data.code}</pre>
          {submission.data.output && <pre className="max-h-40 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap dark:bg-slate-800/60">{submission.data.output}</pre>}
          <div>
            <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">History</h3>
            {submission.data.history.length === 0 ? (
              <p className="text-slate-500 dark:text-slate-400">Never rejudged.</p>
            ) : (
              <ul className="space-y-2" aria-label="Rejudges">
                {submission.data.history.map((entry, index) => (
                  <li key={index} className="flex flex-wrap items-center gap-2">
                    <RelativeTime iso={entry.at} /> <StateBadge state={entry.status} />
                    {entry.before && <VerdictBadge verdict={entry.before.verdict} />}
                    {entry.after && (
                      <>
                        <ArrowRight className="size-4 text-slate-400" aria-label="became" />
                        <VerdictBadge verdict={entry.after.verdict} />
                      </>
                    )}
                    {entry.error && <span className="text-rose-600 dark:text-rose-400">{entry.error}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
