import { Link } from 'react-router';
import { CONTEST_ACCESS_LABELS, CONTEST_RULE_LABELS } from '@codepath/contract/contests';
import { Banner } from '@/components/ui/banner';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContests } from './api/get-contests';
import { formatDateTime, formatDuration, PhaseBadge, Pill } from './components/contest-ui';

/** /app/contests: every contest the learner may see; organisers create new ones here. */
export default function ContestsPage() {
  useDocumentTitle('Contests');
  const contests = useContests();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title="Contests"
        subtitle="Take part in a contest as it runs, or virtually once it is over"
        actions={contests.data?.canOrganize && <Link to={paths.app.newContest} className={buttonClasses()}>New contest</Link>}
      />
      {contests.isPending ? (
        <LoadingText />
      ) : contests.isError ? (
        <Banner tone="error">{errorMessage(contests.error, 'Failed to load contests')}</Banner>
      ) : contests.data.contests.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-900 dark:text-white">No contests yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Contests you may join will appear here.</p>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Contests">
          {contests.data.contests.map((contest) => (
            <li key={contest.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <Link to={paths.app.contest(contest.id)} className="text-lg font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
                    {contest.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {formatDateTime(contest.startsAt)} · {formatDuration(contest.durationSeconds)} · {contest.problemCount} problems · {contest.participantCount} taking part
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <PhaseBadge phase={contest.phase} />
                  <Pill>{CONTEST_RULE_LABELS[contest.rules]}</Pill>
                  <Pill className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{CONTEST_ACCESS_LABELS[contest.access]}</Pill>
                  {contest.isJury && <Pill className="bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">Jury</Pill>}
                  {contest.participation && <Pill className="bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">{contest.participation.kind === 'virtual' ? 'Virtual' : 'Registered'}</Pill>}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
