import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRejudges } from './api/rejudges';
import { cellClasses, EmptyLine, headCellClasses, ScrollTable, Section } from './components/admin-ui';
import { RejudgeProgress } from './components/rejudge-progress';

/** /app/admin/rejudges: the latest rejudges and how far each is. */
export default function RejudgesPage() {
  useDocumentTitle('Rejudges · Admin');
  const rejudges = useRejudges();
  return (
    <Section title="Rejudges">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Start one from a problem&apos;s page (all its submissions, one version&apos;s or one verdict&apos;s) or from a learner&apos;s submission. They run after every learner&apos;s own job.
      </p>
      {rejudges.isPending ? (
        <LoadingText />
      ) : rejudges.isError ? (
        <Banner tone="error">{errorMessage(rejudges.error, 'Failed to load rejudges')}</Banner>
      ) : rejudges.data.length === 0 ? (
        <EmptyLine>No rejudge yet.</EmptyLine>
      ) : (
        <ScrollTable label="Rejudges">
          <thead>
            <tr>
              {['Rejudge', 'On version', 'Started', 'Progress'].map((title) => (
                <th key={title} className={headCellClasses}>{title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rejudges.data.map((rejudge) => (
              <tr key={rejudge.id}>
                <td className={cellClasses}>
                  <Link to={paths.admin.rejudge(rejudge.id)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                    {rejudge.description}
                  </Link>
                </td>
                <td className={cellClasses}>{rejudge.judgeVersion ?? '—'}</td>
                <td className={cellClasses}>
                  <RelativeTime iso={rejudge.createdAt} />
                  {rejudge.createdBy && <p className="text-xs text-slate-500 dark:text-slate-400">{rejudge.createdBy}</p>}
                </td>
                <td className={cellClasses}><RejudgeProgress rejudge={rejudge} /></td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}
