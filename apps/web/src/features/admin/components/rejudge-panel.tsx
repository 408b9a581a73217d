import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { Verdict } from '@codepath/contract/enums';
import type { StartRejudgeBody } from '@codepath/contract/admin-rejudges';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { compactFieldClasses } from './admin-ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useStartRejudge } from '../api/rejudges';

type Scope = 'problem' | 'version' | 'verdict';

/** Starts a rejudge of a problem's submissions: all, those judged on one version, or those with one verdict. */
export function RejudgePanel({ slug, versions, publishedVersion }: { slug: string; versions: number[]; publishedVersion: number | null }) {
  const navigate = useNavigate();
  const start = useStartRejudge();
  const [scope, setScope] = useState<Scope>('problem');
  const [version, setVersion] = useState(versions[0] ?? 1);
  const [verdict, setVerdict] = useState<Verdict>('Wrong Answer');
  const [isConfirming, setIsConfirming] = useState(false);
  const body: StartRejudgeBody =
    scope === 'problem' ? { scope, problemSlug: slug } : scope === 'version' ? { scope, problemSlug: slug, problemVersion: version } : { scope, problemSlug: slug, verdict };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Judges learners&apos; submissions again on the version learners get now{publishedVersion ? ` (version ${publishedVersion})` : ''}, after every learner&apos;s own job. Scores and statuses follow the new verdicts.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <select aria-label="Which submissions" value={scope} onChange={(event) => setScope(event.target.value as Scope)} className={compactFieldClasses('w-auto')}>
          <option value="problem">All submissions</option>
          <option value="version">Judged on one version</option>
          <option value="verdict">With one verdict</option>
        </select>
        {scope === 'version' && (
          <select aria-label="Version" value={version} onChange={(event) => setVersion(Number(event.target.value))} className={compactFieldClasses('w-auto')}>
            {versions.map((entry) => (
              <option key={entry} value={entry}>version {entry}</option>
            ))}
          </select>
        )}
        {scope === 'verdict' && (
          <select aria-label="Verdict" value={verdict} onChange={(event) => setVerdict(event.target.value as Verdict)} className={compactFieldClasses('w-auto')}>
            {Verdict.options.map((entry) => (
              <option key={entry} value={entry}>{entry}</option>
            ))}
          </select>
        )}
        <Button variant="secondary" disabled={start.isPending || publishedVersion === null} onClick={() => setIsConfirming(true)}>
          <RotateCcw className="size-4" aria-hidden="true" /> Rejudge
        </Button>
      </div>
      {start.isError && <Banner tone="error">{errorMessage(start.error, 'The rejudge could not start')}</Banner>}
      {isConfirming && (
        <ConfirmDialog
          title="Rejudge submissions?"
          message="Verdicts, scores and statuses of the learners concerned may change. Each submission keeps its old verdict in its history."
          confirmLabel="Rejudge"
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            start.mutate(body, { onSuccess: (detail) => navigate(paths.admin.rejudge(detail.id)) });
          }}
        />
      )}
    </div>
  );
}
