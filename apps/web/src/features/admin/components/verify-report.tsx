import clsx from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { VerifyView } from '@codepath/contract/admin-problems';
import { Banner } from '@/components/ui/banner';
import { RelativeTime } from '@/components/ui/relative-time';
import { cellClasses, headCellClasses, ScrollTable, StateBadge } from './admin-ui';

/** A verification as `judge verify` reports it: live rows while it runs, then its findings. */
export function VerifyReport({ verify, version }: { verify: VerifyView; version: number }) {
  const isLive = verify.state === 'queued' || verify.state === 'running';
  const done = verify.rows.length;
  return (
    <div data-testid="verify-report" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-900 dark:text-white">Verification of version {version}</span>
        <StateBadge state={verify.state} />
        {verify.state === 'queued' && <span>waiting for a free judge (learners go first)</span>}
        {isLive && verify.total !== null && <span>{done} of {verify.total} judged</span>}
        {verify.finishedAt && (
          <span>
            ended <RelativeTime iso={verify.finishedAt} />
          </span>
        )}
      </div>
      {isLive && verify.total !== null && verify.total > 0 && (
        <div className="h-2 rounded-full bg-slate-100 dark:bg-slate-800" role="progressbar" aria-label="Verification progress" aria-valuemin={0} aria-valuemax={verify.total} aria-valuenow={done}>
          <div className="h-2 rounded-full bg-indigo-500 transition-all" style={{ width: `${(done / verify.total) * 100}%` }} />
        </div>
      )}
      {verify.error && <Banner tone="error">{verify.error}</Banner>}
      {verify.packageError && <Banner tone="error" title="The package fails">{verify.packageError}</Banner>}
      {verify.rows.length > 0 && (
        <ScrollTable label="Judged submissions">
          <thead>
            <tr>
              {['Submission', 'Expected', 'Got', 'Slowest test'].map((title) => (
                <th key={title} className={headCellClasses}>{title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {verify.rows.map((row) => (
              <tr key={row.submission}>
                <td className={cellClasses}>
                  <span className="inline-flex items-center gap-2 font-mono text-xs">
                    {row.isMatch ? <CheckCircle2 className="size-4 text-emerald-500" aria-label="as expected" /> : <XCircle className="size-4 text-rose-500" aria-label="not as expected" />}
                    {row.submission}
                  </span>
                  {!row.isMatch && row.note && <p className="mt-1 text-xs text-rose-600 dark:text-rose-400">{row.note}</p>}
                  {row.warning && <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">{row.warning}</p>}
                </td>
                <td className={cellClasses}>{row.expected}</td>
                <td className={clsx(cellClasses, !row.isMatch && 'font-semibold text-rose-600 dark:text-rose-400')}>
                  {row.got}
                  {row.score ? ` (${row.score})` : ''}
                </td>
                <td className={cellClasses}>{row.slowestMs} ms</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {[...verify.findings, ...verify.warnings.map((warning) => `! ${warning}`)].length > 0 && (
        <ul className="space-y-1 rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          {[...verify.findings, ...verify.warnings.map((warning) => `! ${warning}`)].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
