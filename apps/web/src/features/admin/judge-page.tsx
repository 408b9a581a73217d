import { AlertTriangle, Cpu, Server } from 'lucide-react';
import clsx from 'clsx';
import { LANGUAGE_LABELS, type Language } from '@codepath/contract/enums';
import type { JudgeOverview, JudgeWorkerView, ProblemJob } from '@codepath/contract/admin-judge';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { RelativeTime } from '@/components/ui/relative-time';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActOnJob } from './api/act-on-job';
import { useJudgeOverview } from './api/get-judge-overview';
import { Badge, cellClasses, EmptyLine, headCellClasses, ScrollTable, Section, VerdictBadge } from './components/admin-ui';

const KIND_LABELS: Record<string, string> = { run: 'Runs', submission: 'Submissions', verify: 'Verifications', rejudge: 'Rejudges', similarity: 'Similarity reports' };
const REASON_LABELS: Record<ProblemJob['reason'], string> = {
  'waiting-long': 'waiting long',
  'lease-expired': 'its worker stopped',
  retrying: 'tried again',
  failed: 'failed',
};

const languageLabel = (language: string) => LANGUAGE_LABELS[language as Language] ?? language;

function WorkerCard({ worker }: { worker: JudgeWorkerView }) {
  return (
    <div className={clsx('rounded-xl border p-4', worker.isAlive ? 'border-slate-200 dark:border-slate-800' : 'border-dashed border-slate-300 opacity-70 dark:border-slate-700')}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <Server className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{worker.host}</span>
          </p>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            pid {worker.pid} · role {worker.role} · {worker.executionMethod}
          </p>
        </div>
        {worker.isAlive ? <Badge tone="green">alive</Badge> : <Badge tone="grey">{worker.stoppedAt ? 'stopped' : 'gone quiet'}</Badge>}
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Cpu className="size-4 text-slate-400" aria-hidden="true" />
        {worker.activeJobs} of {worker.slots} slots busy
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Self-tests">
        {worker.languages.map((entry) => (
          <li key={entry.language}>
            <Badge tone={entry.isOk ? 'green' : 'red'}>
              {languageLabel(entry.language)} {entry.isOk ? `✓ ${entry.selfTestMs} ms` : '✗'}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Started <RelativeTime iso={worker.startedAt} /> · last seen <RelativeTime iso={worker.lastSeenAt} />
      </p>
    </div>
  );
}

function QueueSection({ overview }: { overview: JudgeOverview }) {
  const oldest = overview.oldestWaiting;
  return (
    <Section title="Queue">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {overview.queue.map((entry) => (
          <div key={entry.kind} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{KIND_LABELS[entry.kind] ?? entry.kind}</dt>
            <dd className="mt-1">
              <span className="text-2xl font-semibold text-slate-900 dark:text-white">{entry.waiting}</span>
              <span className="ml-1 text-sm text-slate-500 dark:text-slate-400">waiting</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">{entry.active} running</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Oldest waiting submission: {oldest.submission ? <RelativeTime iso={oldest.submission} /> : 'none'} · oldest waiting background job:{' '}
        {oldest.background ? <RelativeTime iso={oldest.background} /> : 'none'}
      </p>
    </Section>
  );
}

function VerdictsSection({ overview }: { overview: JudgeOverview }) {
  const largest = Math.max(1, ...overview.verdictsLastHour.map((entry) => entry.count));
  return (
    <Section title="Verdicts in the last hour">
      {overview.verdictsLastHour.length === 0 ? (
        <EmptyLine>No submission was judged in the last hour.</EmptyLine>
      ) : (
        <ul className="space-y-2">
          {overview.verdictsLastHour.map((entry) => (
            <li key={entry.verdict} className="grid grid-cols-[10rem_1fr_3rem] items-center gap-3 text-sm">
              <VerdictBadge verdict={entry.verdict} />
              <span className="h-2 rounded-full bg-slate-100 dark:bg-slate-800">
                <span className={clsx('block h-2 rounded-full', entry.verdict === 'Accepted' ? 'bg-emerald-500' : 'bg-rose-500')} style={{ width: `${(entry.count / largest) * 100}%` }} />
              </span>
              <span className="text-right font-medium text-slate-900 dark:text-white">{entry.count}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ProblemJobsSection({ jobs }: { jobs: ProblemJob[] }) {
  const act = useActOnJob();
  return (
    <Section title="Jobs that need a look">
      {act.isError && <Banner tone="error" className="mb-3">{errorMessage(act.error, 'The job could not be changed')}</Banner>}
      {jobs.length === 0 ? (
        <EmptyLine>Nothing is stuck or failing.</EmptyLine>
      ) : (
        <ScrollTable label="Jobs that need a look">
          <thead>
            <tr>
              {['Job', 'Why', 'Tries', 'Made', ''].map((title) => (
                <th key={title} className={headCellClasses}>{title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={`${job.kind}-${job.id}`}>
                <td className={cellClasses}>
                  <span className="font-medium text-slate-900 dark:text-white">{job.summary}</span>
                  <span className="ml-2"><Badge tone="grey">{job.kind} · {job.status}</Badge></span>
                  {job.error && <p className="mt-1 text-xs text-rose-600 dark:text-rose-400">{job.error}</p>}
                </td>
                <td className={cellClasses}>
                  <span className="inline-flex items-center gap-1">
                    <AlertTriangle className="size-4 text-amber-500" aria-hidden="true" /> {REASON_LABELS[job.reason]}
                  </span>
                </td>
                <td className={cellClasses}>{job.attempts}</td>
                <td className={cellClasses}><RelativeTime iso={job.createdAt} /></td>
                <td className={clsx(cellClasses, 'whitespace-nowrap text-right')}>
                  <Button size="sm" variant="secondary" disabled={!job.canRequeue || act.isPending} onClick={() => act.mutate({ kind: job.kind, id: job.id, action: 'requeue' })}>
                    Requeue
                  </Button>{' '}
                  <Button size="sm" variant="danger" disabled={!job.canFail || act.isPending} onClick={() => act.mutate({ kind: job.kind, id: job.id, action: 'fail' })}>
                    Fail
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

/** /app/admin/judge: the operator's first screen, refreshed every few seconds. */
export default function JudgePage() {
  useDocumentTitle('Judge');
  const overview = useJudgeOverview();
  if (overview.isPending) return <LoadingText />;
  if (overview.isError) return <Banner tone="error">{errorMessage(overview.error, 'Failed to load the judge')}</Banner>;
  const { data } = overview;
  const alive = data.workers.filter((worker) => worker.isAlive);
  return (
    <div className="space-y-6">
      {alive.length === 0 && (
        <Banner tone="error" title="No judge is running">
          Submissions wait until a worker starts (<code>npm run worker</code>, or a server with SERVER_ROLE=all).
        </Banner>
      )}
      <Section title={`Workers (${alive.length} alive)`} actions={<span className="text-xs text-slate-500 dark:text-slate-400">Checked <RelativeTime iso={data.checkedAt} /></span>}>
        {data.workers.length === 0 ? (
          <EmptyLine>No worker has announced itself yet.</EmptyLine>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.workers.map((worker) => (
              <WorkerCard key={worker.id} worker={worker} />
            ))}
          </div>
        )}
      </Section>
      <div className="grid gap-6 xl:grid-cols-2">
        <QueueSection overview={data} />
        <VerdictsSection overview={data} />
      </div>
      <ProblemJobsSection jobs={data.problemJobs} />
    </div>
  );
}
