import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStartRejudge } from './api/rejudges';
import { useUser } from './api/users';
import { Badge, cellClasses, EmptyLine, headCellClasses, ScrollTable, Section, VerdictBadge } from './components/admin-ui';
import { SubmissionDialog } from './components/submission-dialog';
import { UserAccount } from './components/user-account';

/** /app/admin/users/:id: an account, its roles, its progress and its submissions. */
export default function UserPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const navigate = useNavigate();
  const rejudge = useStartRejudge();
  const [openSubmission, setOpenSubmission] = useState<string | null>(null);
  useDocumentTitle(user.data ? `${user.data.user.name} · Admin` : 'User · Admin');
  if (user.isPending) return <LoadingText />;
  if (user.isError) return <Banner tone="error">{errorMessage(user.error, 'Failed to load the user')}</Banner>;
  const { progress, submissions } = user.data;

  return (
    <div className="space-y-6">
      <Link to={paths.admin.users} className="inline-flex items-center gap-1 text-sm text-indigo-600 hover:underline dark:text-indigo-400">
        <ArrowLeft className="size-4" aria-hidden="true" /> All users
      </Link>
      <UserAccount key={user.dataUpdatedAt} user={user.data.user} />
      <Section title="Progress">
        {progress.length === 0 ? (
          <EmptyLine>No problem touched yet.</EmptyLine>
        ) : (
          <ScrollTable label="Progress">
            <thead>
              <tr>
                {['Problem', 'Status', 'Score', 'Wrong attempts', 'Help', 'Changed'].map((title) => (
                  <th key={title} className={headCellClasses}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {progress.map((entry) => (
                <tr key={entry.problemId}>
                  <td className={cellClasses}>{entry.title} <span className="text-xs text-slate-500">· {entry.difficulty}</span></td>
                  <td className={cellClasses}><Badge tone={entry.status === 'solved' ? 'green' : entry.status === 'submitted' ? 'blue' : 'yellow'}>{entry.status}</Badge></td>
                  <td className={cellClasses}>{entry.score ?? '—'}</td>
                  <td className={cellClasses}>{entry.wrongAttempts}</td>
                  <td className={cellClasses}>{[entry.hintUsed && 'hint', entry.solutionViewed && 'solution'].filter(Boolean).join(', ') || '—'}</td>
                  <td className={cellClasses}><RelativeTime iso={entry.updatedAt} /></td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Section>
      <Section title="Latest submissions">
        {rejudge.isError && <Banner tone="error" className="mb-3">{errorMessage(rejudge.error, 'The rejudge could not start')}</Banner>}
        {submissions.length === 0 ? (
          <EmptyLine>No submission yet.</EmptyLine>
        ) : (
          <ScrollTable label="Submissions">
            <thead>
              <tr>
                {['#', 'Problem', 'Verdict', 'Score', 'Language', 'Submitted', ''].map((title, index) => (
                  <th key={index} className={headCellClasses}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {submissions.map((submission) => (
                <tr key={submission.id}>
                  <td className={cellClasses}>{submission.submissionNumber}</td>
                  <td className={cellClasses}>{submission.problem}</td>
                  <td className={cellClasses}>
                    <VerdictBadge verdict={submission.status} /> {submission.rejudged > 0 && <Badge tone="grey">rejudged {submission.rejudged}×</Badge>}
                  </td>
                  <td className={cellClasses}>{submission.score ?? '—'}</td>
                  <td className={cellClasses}>{submission.language}</td>
                  <td className={cellClasses}><RelativeTime iso={submission.submittedAt} /></td>
                  <td className={cellClasses}>
                    <Button size="sm" variant="ghost" onClick={() => setOpenSubmission(submission.id)}>View</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Section>
      {openSubmission && (
        <SubmissionDialog
          submissionId={openSubmission}
          onClose={() => setOpenSubmission(null)}
          isRejudging={rejudge.isPending}
          onRejudge={() => rejudge.mutate({ scope: 'submission', submissionId: openSubmission }, { onSuccess: (detail) => navigate(paths.admin.rejudge(detail.id)) })}
        />
      )}
    </div>
  );
}
