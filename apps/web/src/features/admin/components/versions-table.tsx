import { Download, Eye, Play, Rocket } from 'lucide-react';
import clsx from 'clsx';
import type { AdminProblemVersion } from '@codepath/contract/admin-problems';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Badge, cellClasses, headCellClasses, ScrollTable, StateBadge } from './admin-ui';

type VersionsTableProps = {
  versions: AdminProblemVersion[];
  selected: number | null;
  isBusy: boolean;
  onSelect: (version: number) => void;
  onVerify: (version: number) => void;
  onPublish: (version: number) => void;
  onDownload: (version: number) => void;
};

/** Every version of a problem, newest first, with what can be done to each. */
export function VersionsTable({ versions, selected, isBusy, onSelect, onVerify, onPublish, onDownload }: VersionsTableProps) {
  return (
    <ScrollTable label="Versions">
      <thead>
        <tr>
          {['Version', 'Made', 'Verification', ''].map((title) => (
            <th key={title} className={headCellClasses}>{title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {versions.map((row) => {
          const isVerifying = row.verify.state === 'queued' || row.verify.state === 'running';
          return (
            <tr key={row.version} className={clsx(row.version === selected && 'bg-indigo-50/60 dark:bg-indigo-500/5')}>
              <td className={cellClasses}>
                <span className="font-semibold text-slate-900 dark:text-white">v{row.version}</span>{' '}
                {row.isPublished && <Badge tone="green">learners get this</Badge>}
                <p className="mt-0.5 font-mono text-xs text-slate-400" title={row.contentHash}>{row.contentHash.slice(0, 12)}</p>
              </td>
              <td className={cellClasses}>
                {row.note || '—'}
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {row.createdBy ? `${row.createdBy} · ` : ''}
                  <RelativeTime iso={row.createdAt} />
                </p>
              </td>
              <td className={cellClasses}><StateBadge state={row.verify.state} /></td>
              <td className={clsx(cellClasses, 'text-right whitespace-nowrap')}>
                <span className="inline-flex flex-wrap justify-end gap-2">
                  <Button size="sm" variant="ghost" onClick={() => onSelect(row.version)} aria-label={`Show the verification of version ${row.version}`}>
                    <Eye className="size-4" aria-hidden="true" /> Report
                  </Button>
                  <Button size="sm" variant="secondary" disabled={isBusy || isVerifying || row.origin === 'folder'} onClick={() => onVerify(row.version)}>
                    <Play className="size-4" aria-hidden="true" /> Verify
                  </Button>
                  <Button size="sm" variant="secondary" disabled={!row.canDownload} onClick={() => onDownload(row.version)} aria-label={`Download version ${row.version}`}>
                    <Download className="size-4" aria-hidden="true" /> Zip
                  </Button>
                  {!row.isPublished && (
                    <Button size="sm" disabled={isBusy || row.verify.state !== 'passed'} onClick={() => onPublish(row.version)} title={row.verify.state === 'passed' ? undefined : 'Only a version that passed its verification can be published'}>
                      <Rocket className="size-4" aria-hidden="true" /> Publish
                    </Button>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
