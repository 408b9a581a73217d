import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminProblems } from './api/get-admin-problems';
import { cellClasses, EmptyLine, headCellClasses, ScrollTable, Section, StateBadge, compactFieldClasses } from './components/admin-ui';
import { ArchiveUploadForm } from './components/archive-upload-form';
import { UploadForm } from './components/upload-form';

/** /app/admin/problems: every problem (drafts and hidden ones too) and the upload of a new one. */
export default function ProblemsPage() {
  useDocumentTitle('Problems · Admin');
  const problems = useAdminProblems();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (problems.data ?? []).filter((problem) => !needle || problem.title.toLowerCase().includes(needle) || problem.slug.includes(needle));
  }, [problems.data, search]);

  return (
    <div className="space-y-6">
      <Section title="Upload a problem">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          A Kattis package, legacy or 2025-09 layout. It is stored as a draft and verified on a judge: publish it once its verification passes.
        </p>
        <UploadForm onUploaded={(answer) => navigate(paths.admin.problem(answer.slug))} />
      </Section>
      <Section title="Upload a contest's problems">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          One archive holding several packages (a folder each, with its problem.yaml). Each becomes a new problem named by its folder, stored as a draft and verified.
        </p>
        <ArchiveUploadForm />
      </Section>
      <Section
        title={`Problems (${problems.data?.length ?? 0})`}
        actions={<input type="search" aria-label="Search problems" placeholder="Search problems..." value={search} onChange={(event) => setSearch(event.target.value)} className={compactFieldClasses('w-full sm:w-56')} />}
      >
        {problems.isPending ? (
          <LoadingText />
        ) : problems.isError ? (
          <Banner tone="error">{errorMessage(problems.error, 'Failed to load problems')}</Banner>
        ) : shown.length === 0 ? (
          <EmptyLine>No problems found.</EmptyLine>
        ) : (
          <ScrollTable label="Problems">
            <thead>
              <tr>
                {['Problem', 'State', 'Learners get', 'Latest version', 'Verification', 'Changed'].map((title) => (
                  <th key={title} className={headCellClasses}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((problem) => (
                <tr key={problem.slug}>
                  <td className={cellClasses}>
                    <Link to={paths.admin.problem(problem.slug)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                      {problem.title}
                    </Link>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {problem.slug} · {problem.difficulty} · {problem.category} · {problem.managedBy === 'folder' ? 'problems folder' : 'uploaded'}
                    </p>
                  </td>
                  <td className={cellClasses}><StateBadge state={problem.visibility} /></td>
                  <td className={cellClasses}>{problem.publishedVersion ? `version ${problem.publishedVersion}` : '—'}</td>
                  <td className={cellClasses}>version {problem.latestVersion}</td>
                  <td className={cellClasses}><StateBadge state={problem.latestVerify} /></td>
                  <td className={cellClasses}><RelativeTime iso={problem.updatedAt} /></td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Section>
    </div>
  );
}
