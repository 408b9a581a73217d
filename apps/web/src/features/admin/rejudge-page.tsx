import { Link, useParams } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { VerdictRecordView } from '@codepath/contract/admin-rejudges';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelRejudge, useRejudge } from './api/rejudges';
import { cellClasses, EmptyLine, headCellClasses, ScrollTable, Section, StateBadge, VerdictBadge } from './components/admin-ui';
import { RejudgeProgress } from './components/rejudge-progress';

function Verdict({ record }: { record: VerdictRecordView | null }) {
  if (!record) return <span className="text-slate-400">—</span>;
  return (
    <span className="inline-flex flex-col gap-0.5">
      <VerdictBadge verdict={record.verdict} />
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {record.passedCount}/{record.testCount} tests · score {record.score ?? 0} · v{record.problemVersion}
      </span>
    </span>
  );
}

/** /app/admin/rejudges/:id: one rejudge's submissions, changed verdicts first, refreshed while it runs. */
export default function RejudgePage() {
  const { id = '' } = useParams();
  const rejudge = useRejudge(id);
  const cancel = useCancelRejudge(id);
  useDocumentTitle('Rejudge · Admin');
  if (rejudge.isPending) return <LoadingText />;
  if (rejudge.isError) return <Banner tone="error">{errorMessage(rejudge.error, 'Failed to load the rejudge')}</Banner>;
  const { data } = rejudge;
  const isRunning = data.counts.queued + data.counts.running > 0;
  return (
    <div className="space-y-6">
      <Link to={paths.admin.rejudges} className="inline-flex items-center gap-1 text-sm text-indigo-600 hover:underline dark:text-indigo-400">
        <ArrowLeft className="size-4" aria-hidden="true" /> All rejudges
      </Link>
      <Section
        title={data.description}
        actions={
          isRunning && (
            <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancel the waiting ones
            </Button>
          )
        }
      >
        <div className="flex flex-wrap items-center gap-6 text-sm text-slate-600 dark:text-slate-400">
          <RejudgeProgress rejudge={data} />
          <span>Judged on version {data.judgeVersion ?? '—'}</span>
          <span>
            Started <RelativeTime iso={data.createdAt} />
            {data.createdBy ? ` by ${data.createdBy}` : ''}
          </span>
          {data.problemSlug && (
            <Link to={paths.admin.problem(data.problemSlug)} className="text-indigo-600 hover:underline dark:text-indigo-400">
              {data.problemSlug}
            </Link>
          )}
        </div>
        {cancel.isError && <Banner tone="error" className="mt-3">{errorMessage(cancel.error, 'Cancelling failed')}</Banner>}
      </Section>
      <Section title="Submissions">
        {data.items.length === 0 ? (
          <EmptyLine>No submission.</EmptyLine>
        ) : (
          <ScrollTable label="Rejudged submissions">
            <thead>
              <tr>
                {['Learner', 'Submission', 'Before', '', 'After', 'State'].map((title, index) => (
                  <th key={index} className={headCellClasses}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.jobId} data-testid="rejudge-item">
                  <td className={cellClasses}>
                    <Link to={paths.admin.user(item.learner.id)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                      {item.learner.name}
                    </Link>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{item.learner.email}</p>
                  </td>
                  <td className={cellClasses}>#{item.submissionNumber} · {item.language}</td>
                  <td className={cellClasses}><Verdict record={item.before} /></td>
                  <td className={cellClasses}><ArrowRight className="size-4 text-slate-400" aria-hidden="true" /></td>
                  <td className={cellClasses}><Verdict record={item.after} /></td>
                  <td className={cellClasses}>
                    <StateBadge state={item.status} />
                    {item.error && <p className="mt-1 max-w-64 text-xs text-rose-600 dark:text-rose-400">{item.error}</p>}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Section>
    </div>
  );
}
