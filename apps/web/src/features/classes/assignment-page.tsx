import { Link, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAssignment, useProgress } from './api/assignment';
import { useClass } from './api/classes';
import { formatWhen, muted, Panel, StatusPill } from './components/class-ui';
import { ProgressMatrix } from './components/progress-matrix';
import { SimilarityPanel } from './components/similarity-panel';

/** /app/classes/:classId/assignments/:assignmentId: the matrix and similarity for staff; the problems and one's standing for a learner. */
export default function AssignmentPage() {
  const { classId = '', assignmentId = '' } = useParams();
  const detail = useClass(classId);
  const isStaff = detail.data !== undefined && detail.data.myRole !== 'learner';
  const assignment = useAssignment(classId, assignmentId);
  const progress = useProgress(classId, assignmentId, isStaff);
  useDocumentTitle(assignment.data?.title ?? 'Assignment');
  if (detail.isPending || assignment.isPending) return <LoadingText />;
  if (detail.isError || assignment.isError) return <Banner tone="error">{errorMessage(detail.error ?? assignment.error, 'Failed to load the assignment')}</Banner>;
  const summary = assignment.data;
  const mine = new Map((summary.myCells ?? []).map((cell) => [cell.problemSlug, cell]));
  const window = summary.lateUntil ? `late until ${formatWhen(summary.lateUntil)} (−${summary.latePenaltyPercent}%)` : 'no late submissions';
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeading
        title={summary.title}
        subtitle={`${summary.className} · opens ${formatWhen(summary.opensAt)} · due ${formatWhen(summary.myDueAt ?? summary.dueAt)} · ${window}`}
        actions={<Link to={paths.classes.detail(classId)} className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">Back to the class</Link>}
      />
      {isStaff ? (
        <>
          {progress.isPending ? <LoadingText /> : progress.isError ? <Banner tone="error">{errorMessage(progress.error, 'Failed to load progress')}</Banner> : <ProgressMatrix matrix={progress.data} canExtend={detail.data.myRole === 'teacher'} />}
          <SimilarityPanel assignment={summary} />
        </>
      ) : (
        <Panel title={`Problems · ${summary.mySolved ?? 0}/${summary.problems.length} solved · score ${summary.myScore ?? 0}`}>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {summary.problems.map((problem) => (
              <li key={problem.slug} className="flex items-center justify-between gap-3 py-3">
                <span className="font-medium text-slate-900 dark:text-white">{problem.title}</span>
                <span className="flex items-center gap-3">
                  {mine.get(problem.slug) && <StatusPill status={mine.get(problem.slug)!.status} />}
                  <span className={muted}>{problem.difficulty}</span>
                  <a href={paths.app.solve(problem.slug)} target="_blank" rel="noreferrer" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">Solve</a>
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
