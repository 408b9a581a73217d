import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, EyeOff, Eye } from 'lucide-react';
import type { MetadataBody } from '@codepath/contract/admin-problems';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangeProblem } from './api/change-problem';
import { downloadVersion } from './api/download-version';
import { useAdminProblem } from './api/get-admin-problem';
import { Section, StateBadge } from './components/admin-ui';
import { MetadataEditor } from './components/metadata-editor';
import { RejudgePanel } from './components/rejudge-panel';
import { UploadForm } from './components/upload-form';
import { VerifyReport } from './components/verify-report';
import { VersionsTable } from './components/versions-table';

/** /app/admin/problems/:slug: a problem's versions, their verification, publishing, metadata and rejudges. */
export default function ProblemPage() {
  const { slug = '' } = useParams();
  const problem = useAdminProblem(slug);
  const change = useChangeProblem(slug);
  const [selected, setSelected] = useState<number | null>(null);
  const [isConfirmingHide, setIsConfirmingHide] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  useDocumentTitle(problem.data ? `${problem.data.problem.title} · Admin` : 'Problem · Admin');

  if (problem.isPending) return <LoadingText />;
  if (problem.isError) return <Banner tone="error">{errorMessage(problem.error, 'Failed to load the problem')}</Banner>;
  const { problem: summary, versions, metadata } = problem.data;
  const shownVersion = versions.find((row) => row.version === selected) ?? versions[0];
  const changeError = change.isError && change.variables?.type !== 'metadata' ? errorMessage(change.error, 'The change failed') : null;
  const metadataError = change.isError && change.variables?.type === 'metadata' ? errorMessage(change.error, 'Saving failed') : null;

  const saveMetadata = (body: MetadataBody) => change.mutate({ type: 'metadata', body }, { onSuccess: () => setSelected(null) });
  const download = (version: number) => {
    setDownloadError(null);
    downloadVersion(slug, version).catch((error: unknown) => setDownloadError(errorMessage(error, 'The download failed')));
  };

  return (
    <div className="space-y-6">
      <Link to={paths.admin.problems} className="inline-flex items-center gap-1 text-sm text-indigo-600 hover:underline dark:text-indigo-400">
        <ArrowLeft className="size-4" aria-hidden="true" /> All problems
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{summary.title}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="font-mono">{summary.slug}</span>
            <StateBadge state={summary.visibility} />
            <span>{summary.publishedVersion ? `learners get version ${summary.publishedVersion}` : 'learners see nothing of it yet'}</span>
          </p>
        </div>
        {summary.visibility === 'published' && (
          <Button variant="secondary" onClick={() => setIsConfirmingHide(true)} disabled={change.isPending}>
            <EyeOff className="size-4" aria-hidden="true" /> Hide from learners
          </Button>
        )}
        {summary.visibility === 'hidden' && (
          <Button variant="secondary" onClick={() => change.mutate({ type: 'visibility', visibility: 'published' })} disabled={change.isPending}>
            <Eye className="size-4" aria-hidden="true" /> Show to learners
          </Button>
        )}
      </div>
      {changeError && <Banner tone="error">{changeError}</Banner>}
      {downloadError && <Banner tone="error">{downloadError}</Banner>}

      <Section title="Versions">
        <VersionsTable
          versions={versions}
          selected={shownVersion?.version ?? null}
          isBusy={change.isPending}
          onSelect={setSelected}
          onVerify={(version) => {
            setSelected(version);
            change.mutate({ type: 'verify', version });
          }}
          onPublish={(version) => change.mutate({ type: 'publish', version })}
          onDownload={download}
        />
        {shownVersion && (
          <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
            <VerifyReport verify={shownVersion.verify} version={shownVersion.version} />
          </div>
        )}
      </Section>

      <Section title="Upload a new version">
        <UploadForm existingSlug={slug} onUploaded={() => setSelected(null)} />
      </Section>

      <Section title={`Metadata of version ${summary.latestVersion}`}>
        {metadata ? (
          <MetadataEditor key={summary.latestVersion} metadata={metadata} baseVersion={summary.latestVersion} isSaving={change.isPending && change.variables?.type === 'metadata'} error={metadataError} onSave={saveMetadata} />
        ) : (
          <Banner tone="info">The files of the latest version are not kept here (it came from a problems folder that has changed since). Upload the package to edit it.</Banner>
        )}
      </Section>

      <Section title="Rejudge">
        <RejudgePanel slug={slug} versions={versions.map((row) => row.version)} publishedVersion={summary.publishedVersion} />
      </Section>

      {isConfirmingHide && (
        <ConfirmDialog
          title="Hide this problem?"
          message="Learners no longer see it in the list or open it; their submissions and scores stay. You can show it again."
          confirmLabel="Hide"
          onCancel={() => setIsConfirmingHide(false)}
          onConfirm={() => {
            setIsConfirmingHide(false);
            change.mutate({ type: 'visibility', visibility: 'hidden' });
          }}
        />
      )}
    </div>
  );
}
